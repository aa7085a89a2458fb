import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { ADMIN_ORDERS_PAGE_MESSAGES as M } from '../../../../../domain/admin/admin-orders-page.messages';
import {
  ADMIN_ORDER_MESSAGES,
  adminOrderStatusRequestSchema,
  TRACKING_NUMBER_MAX_CHARS,
  type AdminOrder,
} from '../../../../../domain/admin/orders-admin';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITION_MESSAGES,
} from '../../../../../domain/orders/order.messages';
import { isFinalOrderStatus, isOrderStatus } from '../../../../../domain/orders/order-status.rules';
import type { OrderStatus } from '../../../../../domain/orders/order-status';
import { notify } from '../../../notifications/notifications.store';
import { adminErrorText, adminFieldError } from '../../shared/admin-error';
import { useChangeOrderStatus } from '../api/change-order-status';
import { AdminField } from '../../shared/admin-field';

const TITLE_ID = 'admin-order-status-title';

/**
 * The status an admin may set now: only the order's `nextStatuses`. "Spedito" asks for the
 * courier's tracking number, checked here with the API's own schema and again by the server,
 * whose words appear beside the field. What was typed stays after a failure.
 */
export function OrderStatusForm({ data }: { data: AdminOrder }) {
  const { order, nextStatuses } = data;
  const change = useChangeOrderStatus(order.number);
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);

  if (nextStatuses.length === 0) {
    return (
      <section className="admin-card" aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID}>{M.statusFormTitle}</h2>
        <p className="admin-muted">
          {isFinalOrderStatus(order.status)
            ? ORDER_TRANSITION_MESSAGES.final(order.status)
            : M.onlyRefund}
        </p>
      </section>
    );
  }

  // A status that is no longer possible (the order changed) falls back to the first one.
  const selected =
    chosen && nextStatuses.includes(chosen) ? chosen : (nextStatuses[0] as OrderStatus);
  const needsTracking = selected === 'shipped';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = adminOrderStatusRequestSchema.safeParse({
      from: order.status,
      status: selected,
      ...(needsTracking ? { trackingNumber } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((entry) => entry.path[0] === 'trackingNumber');
      setTrackingError(issue?.message ?? ADMIN_ORDER_MESSAGES.trackingRequired);
      return;
    }
    setTrackingError(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        notify(ADMIN_ORDER_MESSAGES.statusChanged(order.number, parsed.data.status), {
          kind: 'success',
        });
        setChosen(null);
        setTrackingNumber('');
      },
      onError: (error) => notify(ADMIN_MESSAGES.error(adminErrorText(error)), { kind: 'error' }),
    });
  }

  const statusError =
    adminFieldError(change.error, 'status') ?? adminFieldError(change.error, 'from');
  const serverTrackingError = adminFieldError(change.error, 'trackingNumber');
  return (
    <section className="admin-card" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{M.statusFormTitle}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <AdminField id="admin-order-next-status" label={M.newStatus} error={statusError}>
          {(control) => (
            <select
              {...control}
              value={selected}
              onChange={(event) => {
                if (isOrderStatus(event.target.value)) setChosen(event.target.value);
              }}
            >
              {nextStatuses.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {needsTracking ? (
          <AdminField
            id="admin-order-tracking"
            label={M.trackingNumber}
            hint={M.trackingHint}
            error={trackingError ?? serverTrackingError}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                required
                aria-required="true"
                autoComplete="off"
                maxLength={TRACKING_NUMBER_MAX_CHARS}
                value={trackingNumber}
                onChange={(event) => {
                  setTrackingNumber(event.target.value);
                  setTrackingError(null);
                  if (change.isError) change.reset();
                }}
              />
            )}
          </AdminField>
        ) : null}
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={change.isPending}
        >
          {change.isPending ? M.changingStatus : M.changeStatus}
        </button>
      </form>
    </section>
  );
}
