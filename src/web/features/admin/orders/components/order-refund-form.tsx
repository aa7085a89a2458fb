import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { ADMIN_ORDERS_PAGE_MESSAGES as M } from '../../../../../domain/admin/admin-orders-page.messages';
import {
  ADMIN_ORDER_MESSAGES,
  REFUND_REASON_MAX_CHARS,
  type AdminOrder,
} from '../../../../../domain/admin/orders-admin';
import { formatEuro, parseEuroInput } from '../../../../../domain/money';
import { notify } from '../../../notifications/notifications.store';
import { adminErrorText, adminFieldError } from '../../shared/admin-error';
import { useRefundOrder } from '../api/refund-order';
import { AdminField } from '../../shared/admin-field';

const TITLE_ID = 'admin-order-refund-title';

/** Cents as an amount to type: 1990 → "19,90", 123900 → "1.239,00" (no currency sign). */
export function formatEuroInput(cents: number): string {
  return formatEuro(cents)
    .replace(/\s*€\s*/, '')
    .trim();
}

interface RefundErrors {
  amount?: string;
  reason?: string;
}

/** The amount typed, in cents, or why it cannot be refunded. */
function checkRefund(
  amount: string,
  reason: string,
  maxCents: number,
): { cents: number } | { errors: RefundErrors } {
  const errors: RefundErrors = {};
  const cents = parseEuroInput(amount);
  if (cents === null || cents <= 0) errors.amount = ADMIN_ORDER_MESSAGES.refundAmountInvalid;
  else if (cents > maxCents)
    errors.amount = ADMIN_ORDER_MESSAGES.refundTooMuch(formatEuro(maxCents));
  if (reason.trim().length > REFUND_REASON_MAX_CHARS) {
    errors.reason = ADMIN_ORDER_MESSAGES.refundReasonTooLong;
  }
  if (errors.amount || errors.reason || cents === null) return { errors };
  return { cents };
}

/**
 * A refund of part or all of what is left, in euro (prefilled with the whole of it). The first
 * click checks the amount and asks to confirm it ("Conferma rimborso di 19,90 €"); the second
 * sends it with the refunded total the admin saw, so a repeated request cannot refund twice.
 */
export function OrderRefundForm({ data }: { data: AdminOrder }) {
  const { order, refundableCents, refundedCents } = data;
  const refund = useRefundOrder(order.number);
  const [amount, setAmount] = useState(() => formatEuroInput(refundableCents));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundErrors>({});
  const [confirmCents, setConfirmCents] = useState<number | null>(null);

  if (refundableCents === 0) {
    return (
      <section className="admin-card" aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID}>{M.refundFormTitle}</h2>
        <p className="admin-muted">{ADMIN_ORDER_MESSAGES.refundNothing}</p>
      </section>
    );
  }

  function edited() {
    setConfirmCents(null);
    setErrors({});
    if (refund.isError) refund.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refund.isPending) return;
    const checked = checkRefund(amount, reason, refundableCents);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setConfirmCents(null);
      return;
    }
    setErrors({});
    if (confirmCents !== checked.cents) {
      setConfirmCents(checked.cents);
      return;
    }
    const amountCents = checked.cents;
    const trimmedReason = reason.trim();
    refund.mutate(
      {
        amountCents,
        expectedRefundedCents: refundedCents,
        ...(trimmedReason ? { reason: trimmedReason } : {}),
      },
      {
        onSuccess: (answer) => {
          notify(ADMIN_ORDER_MESSAGES.refunded(order.number, formatEuro(amountCents)), {
            kind: 'success',
          });
          setAmount(formatEuroInput(answer.refundableCents));
          setReason('');
          setConfirmCents(null);
        },
        onError: (error) => {
          setConfirmCents(null);
          notify(ADMIN_MESSAGES.error(adminErrorText(error)), { kind: 'error' });
        },
      },
    );
  }

  const amountError = errors.amount ?? adminFieldError(refund.error, 'amountCents');
  const reasonError = errors.reason ?? adminFieldError(refund.error, 'reason');
  return (
    <section className="admin-card" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{M.refundFormTitle}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <AdminField
          id="admin-order-refund-amount"
          label={M.refundAmount}
          hint={M.refundAmountHint(refundableCents)}
          error={amountError}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                edited();
              }}
            />
          )}
        </AdminField>
        <AdminField id="admin-order-refund-reason" label={M.refundReason} error={reasonError}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                edited();
              }}
            />
          )}
        </AdminField>
        {confirmCents !== null ? (
          <p className="admin-order__confirm-hint" role="status">
            {M.confirmRefundHint}
          </p>
        ) : null}
        <div className="admin-form__actions">
          <button
            type="submit"
            className={
              confirmCents !== null
                ? 'admin-button admin-button--danger'
                : 'admin-button admin-button--primary'
            }
            disabled={refund.isPending}
          >
            {refund.isPending
              ? M.refunding
              : confirmCents !== null
                ? M.confirmRefund(formatEuro(confirmCents))
                : M.refund}
          </button>
          {confirmCents !== null && !refund.isPending ? (
            <button type="button" className="admin-button" onClick={() => setConfirmCents(null)}>
              {M.cancelRefund}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
