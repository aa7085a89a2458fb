import type { ReactNode } from 'react';
import type { OrderAddress } from '../../../../domain/orders/order.schema';

type PostalLines = Pick<
  OrderAddress,
  'fullName' | 'street' | 'streetExtra' | 'postalCode' | 'city' | 'province' | 'phone'
>;

/**
 * A delivery address as it is printed on the order page and in the checkout review: name,
 * street, postal code with city and province, phone. `afterCity` goes between the city line and
 * the phone (the review adds the province's full name and the country there).
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
      {address.fullName}
      <br />
      {address.street}
      {address.streetExtra ? (
        <>
          <br />
          {address.streetExtra}
        </>
      ) : null}
      <br />
      {`${address.postalCode} ${address.city} (${address.province})`}
      {afterCity}
      <br />
      {address.phone}
    </address>
  );
}
