import { useRef, useState, type FormEvent } from 'react';
import {
  formatOrderDate,
  formatOrderDay,
  ORDER_MESSAGES,
  ORDER_PAGE_MESSAGES,
} from '../../../../domain/orders/order.messages';
import {
  RETURN_REASON_MAX_CHARS,
  returnRequestSchema,
  type Order,
} from '../../../../domain/orders/order.schema';
import { isApiError } from '../../../lib/api-client';
import { useRequestReturn } from '../api/request-return';
import { focusOnMount } from '../../../lib/focus-on-mount';

const IDS = {
  title: 'order-return-title',
  reason: 'order-return-reason',
  reasonHint: 'order-return-reason-hint',
  reasonError: 'order-return-reason-error',
} as const;

function refusalMessage(error: Error): string {
  if (!isApiError(error) || error.code !== 'failed-precondition') return error.message;
  return error.details?.reason === 'return-requested'
    ? ORDER_MESSAGES.returnAlreadyRequested
    : ORDER_MESSAGES.returnNotAllowed;
}

/**
 * "Richiedi reso" (spec §3, within 14 days of delivery): a small form with an optional reason.
 * Shown while the server allows it; once asked, the day it was asked.
 */
export function OrderReturn({ order }: { order: Order }) {
  const request = useRequestReturn(order.number);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A refusal stays on screen even when the order read again no longer allows a return.
  if (!order.canRequestReturn && !order.returnRequestedAt && !request.isError) return null;

  const serverReasonError =
    request.isError && isApiError(request.error) ? request.error.fields?.reason : undefined;
  const shownReasonError = reasonError ?? serverReasonError ?? null;
  const formError = request.isError && !serverReasonError ? refusalMessage(request.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const trimmed = reason.trim();
    const parsed = returnRequestSchema.safeParse({ reason: trimmed || undefined });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? ORDER_MESSAGES.returnReasonInvalid);
      document.getElementById(IDS.reason)?.focus();
      return;
    }
    setReasonError(null);
    request.mutate(parsed.data.reason, {
      // The form goes away: focus moves to the section's title, under which the answer shows.
      onSuccess: () => titleRef.current?.focus(),
    });
  }

  const describedBy = [IDS.reasonHint, shownReasonError ? IDS.reasonError : null]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="order-section order-return" aria-labelledby={IDS.title}>
      <h2 id={IDS.title} ref={titleRef} tabIndex={-1}>
        {ORDER_PAGE_MESSAGES.returnTitle}
      </h2>
      <div role="status">
        {request.isSuccess ? (
          <p className="order-notice">{ORDER_MESSAGES.returnRequested}</p>
        ) : null}
      </div>
      {order.returnRequestedAt ? (
        <p>{ORDER_PAGE_MESSAGES.returnRequestedOn(formatOrderDate(order.returnRequestedAt))}</p>
      ) : order.canRequestReturn ? (
        <>
          {order.returnDeadline ? (
            <p>{ORDER_PAGE_MESSAGES.returnDeadline(formatOrderDay(order.returnDeadline))}</p>
          ) : null}
          {open ? (
            <form className="order-return__form" noValidate onSubmit={submit}>
              <div className="form__field order-field">
                <label htmlFor={IDS.reason}>{ORDER_PAGE_MESSAGES.returnReason}</label>
                <p id={IDS.reasonHint} className="order-field__hint">
                  {ORDER_PAGE_MESSAGES.returnReasonHint}
                </p>
                <textarea
                  id={IDS.reason}
                  rows={3}
                  maxLength={RETURN_REASON_MAX_CHARS}
                  value={reason}
                  // Opened on purpose by "Richiedi reso": the user is about to type here.
                  ref={focusOnMount}
                  aria-invalid={shownReasonError ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => setReason(event.target.value)}
                />
                {shownReasonError ? (
                  <p id={IDS.reasonError} className="order-field__error" role="alert">
                    {shownReasonError}
                  </p>
                ) : null}
              </div>
              <div className="order-actions">
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={request.isPending}
                >
                  {request.isPending
                    ? ORDER_PAGE_MESSAGES.sendingReturnRequest
                    : ORDER_PAGE_MESSAGES.sendReturnRequest}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={request.isPending}
                  onClick={() => setOpen(false)}
                >
                  {ORDER_PAGE_MESSAGES.closeReturnForm}
                </button>
              </div>
            </form>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
              {ORDER_PAGE_MESSAGES.requestReturn}
            </button>
          )}
        </>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </section>
  );
}
