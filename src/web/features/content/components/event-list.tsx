import { CONTENT_MESSAGES, formatEventDate } from '../../../../domain/content/content.messages';
import type { ShopEvent } from '../events';
import { SellerValue, WithSeller } from './seller-identity';

/** Events (presentations, workshops, meetups) in date order, each with when, where and how. */
export function EventList({ events }: { events: readonly ShopEvent[] }) {
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <ol className="content-events">
      {sorted.map((event) => (
        <li key={`${event.date}-${event.title}`} className="content-event">
          <h3 className="content-event__title">{event.title}</h3>
          <dl className="content-facts content-facts--compact">
            <div className="content-facts__row">
              <dt>{CONTENT_MESSAGES.eventWhen}</dt>
              <dd>
                <time dateTime={`${event.date}T${event.startTime}`}>
                  {formatEventDate(event.date)}, ore {event.startTime}
                </time>
              </dd>
            </div>
            <div className="content-facts__row">
              <dt>{CONTENT_MESSAGES.eventWhere}</dt>
              <dd>{event.place}</dd>
            </div>
            {event.format ? (
              <div className="content-facts__row">
                <dt>{CONTENT_MESSAGES.eventFormat}</dt>
                <dd>{event.format}</dd>
              </div>
            ) : null}
          </dl>
          <p>{event.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** How to sign up for any event listed on the page: by email, so only once one is given. */
export function EventSignup() {
  return (
    <WithSeller fields={['customerServiceEmail']}>
      <p className="content-note">
        <strong>{CONTENT_MESSAGES.eventSignup}:</strong> {CONTENT_MESSAGES.eventSignupBefore}{' '}
        <SellerValue field="customerServiceEmail" /> {CONTENT_MESSAGES.eventSignupAfter}
      </p>
    </WithSeller>
  );
}
