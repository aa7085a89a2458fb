import type { ReactNode } from 'react';
import { ORDER_MAIL_MESSAGES } from '../../../../domain/orders/order.messages';
import type { OrderAddressView } from '../../../../domain/orders/order.schema';

type PostalLines = Pick<
  OrderAddressView,
  'fullName' | 'street' | 'streetExtra' | 'postalCode' | 'city' | 'province' | 'phone'
>;

/**
 * A delivery address as it is printed on the order page and in the checkout review: name,
 * street, postal code with city and province, phone. `afterCity` goes between the city line and
 * the phone (the review adds the province's full name and the country there). An order whose
 * customer deleted the account keeps only the town: a note stands for the name.
 */
export function PostalAddress({
  address,
  className,
  afterCity,
}: {
  address: PostalLines;
  className: string;
  afterCity?: ReactNode;
}) {
  return (
    <address className={className}>
      {address.fullName ?? ORDER_MAIL_MESSAGES.deletedCustomer}
      {address.street ? (
        <>
          <br />
          {address.street}
        </>
      ) : null}
      {address.streetExtra ? (
        <>
          <br />
          {address.streetExtra}
        </>
      ) : null}
      <br />
      {`${address.postalCode} ${address.city} (${address.province})`}
      {afterCity}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
