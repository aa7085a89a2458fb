import { useState, type FormEvent } from 'react';
import {
  formatOrderDateTime,
  ORDER_MESSAGES,
  ORDER_PAGE_MESSAGES,
  ORDER_STATUS_LABELS,
} from '../../../../domain/orders/order.messages';
import {
  trackOrderRequestSchema,
  type TrackOrderRequest,
} from '../../../../domain/orders/order.schema';
import { isApiError } from '../../../lib/api-client';
import '../../../styles/orders.css';
import { useTrackOrder } from '../api/track-order';
import { OrderField } from './order-field';

type TrackField = keyof TrackOrderRequest;
type TrackFieldErrors = Partial<Record<TrackField, string>>;

const FIELDS: readonly TrackField[] = ['number', 'email'];
const IDS = {
  title: 'track-order-title',
  number: 'track-order-number',
  email: 'track-order-email',
} as const;

/** The schema's first message for each field. */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: TrackFieldErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * /track (spec §3): an order's status by its number and the email it was placed with, no login
 * needed. It shows the number, the status and when it last changed — nothing else about the
 * order. Outcomes are announced in one polite live region.
 */
export function TrackOrderForm() {
  const track = useTrackOrder();
  const [values, setValues] = useState<TrackOrderRequest>({ number: '', email: '' });
  const [localErrors, setLocalErrors] = useState<TrackFieldErrors>({});

  const error = track.isError ? track.error : null;
  const serverErrors: TrackFieldErrors =
    isApiError(error) && error.fields
      ? fieldErrorsOf(
          Object.entries(error.fields).map(([path, message]) => ({ path: [path], message })),
        )
      : {};
  const errors = { ...serverErrors, ...localErrors };
  const notFound = isApiError(error) && error.code === 'not-found';
  const failure =
    error && !notFound && Object.keys(serverErrors).length === 0 ? error.message : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (track.isPending) return;
    const parsed = trackOrderRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setLocalErrors(found);
      track.reset();
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(IDS[first])?.focus();
      return;
    }
    setLocalErrors({});
    track.mutate(parsed.data);
  }

  const field = (name: TrackField) => ({
    id: IDS[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section className="content-section track-order" aria-labelledby={IDS.title}>
      <h2 id={IDS.title}>{ORDER_PAGE_MESSAGES.trackTitle}</h2>
      <p>{ORDER_PAGE_MESSAGES.trackIntro}</p>
      <form className="track-order__form" noValidate onSubmit={submit}>
        <OrderField
          {...field('number')}
          label={ORDER_PAGE_MESSAGES.trackNumber}
          hint={ORDER_PAGE_MESSAGES.trackNumberHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <OrderField
          {...field('email')}
          label={ORDER_PAGE_MESSAGES.trackEmail}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <div>
          <button type="submit" className="button button--primary" disabled={track.isPending}>
            {track.isPending ? ORDER_PAGE_MESSAGES.trackSearching : ORDER_PAGE_MESSAGES.trackSubmit}
          </button>
        </div>
      </form>
      <div className="track-order__outcome" role="status">
        {track.isSuccess ? (
          <div className="track-order__result">
            <h3>{ORDER_PAGE_MESSAGES.orderTitle(track.data.number)}</h3>
            <dl className="order-facts">
              <div>
                <dt>{ORDER_PAGE_MESSAGES.status}</dt>
                <dd>{ORDER_STATUS_LABELS[track.data.status]}</dd>
              </div>
              <div>
                <dt>{ORDER_PAGE_MESSAGES.trackUpdatedAt}</dt>
                <dd>
                  <time dateTime={track.data.updatedAt}>
                    {formatOrderDateTime(track.data.updatedAt)}
                  </time>
                </dd>
              </div>
            </dl>
          </div>
        ) : null}
        {notFound ? <p className="form-error">{ORDER_MESSAGES.trackNotFound}</p> : null}
        {failure ? <p className="form-error">{failure}</p> : null}
      </div>
    </section>
  );
}
