import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ShippingMethod } from '../../../domain/checkout/shipping';
import type { Order } from '../../../domain/orders/order.schema';
import { isApiError } from '../../lib/api-client';
import { checkoutReviewQueryOptions } from './api/get-checkout-review';
import { getOrder } from '../orders/api/get-order';
import { useCheckoutCart } from './checkout-cart';
import { orderChoicesOf, orderFingerprint } from './checkout-draft';
import { releaseChangedOrder } from './checkout-order';
import { forgetOrder, useCheckoutStore } from './checkout.store';

/** What the review shows: the server's review of the cart, or the unpaid order already made. */
export interface CheckoutSummary {
  lines: {
    productId: number | null;
    slug: string | null;
    name: string;
    image: string | null;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
  }[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  shippingMethod: ShippingMethod;
  delivery: { earliest: string; latest: string } | null;
}

export type CheckoutSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: CheckoutSummary; refetching: boolean }
  /** The checkout's order turned out paid already (another tab, a lost answer). */
  | { status: 'paid'; order: Order }
  | { status: 'error'; error: unknown };

function summaryOfOrder(order: Order): CheckoutSummary {
  return {
    lines: order.lines,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    shippingMethod: order.shippingMethod,
    delivery: order.delivery,
  };
}

/**
 * The summary of what the submit will buy. Without an order it is the server's review of the
 * stored cart (asked once this browser's cart changes are saved); once this checkout's key made
 * an order, whose lines have left the cart, it is that order, read again. An order made with
 * other choices than the current ones is cancelled first.
 */
export function useCheckoutSummary(userId: string | null, enabled: boolean) {
  const draft = useCheckoutStore((state) => state.draft);
  const record = useCheckoutStore((state) => state.order);
  const cart = useCheckoutCart(userId);
  const choices = useMemo(() => orderChoicesOf(draft), [draft]);
  const fingerprint = choices ? orderFingerprint(choices) : null;
  const orderNumber = record?.orderNumber ?? null;
  const orderMatches = orderNumber !== null && record?.sentWith === fingerprint;
  const [releaseError, setReleaseError] = useState<unknown>(null);

  useEffect(() => {
    if (!enabled || orderNumber === null || orderMatches) return;
    releaseChangedOrder(choices).catch((error: unknown) => setReleaseError(error));
  }, [enabled, orderNumber, orderMatches, choices]);

  const orderQuery = useQuery({
    // The checkout's unpaid order, read again whenever its review is shown.
    queryKey: ['checkout', 'order', orderNumber ?? ''] as const,
    queryFn: async ({ signal }) => (await getOrder(orderNumber ?? '', signal)).order,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: true,
    enabled: enabled && orderMatches,
  });
  const reviewQuery = useQuery({
    ...checkoutReviewQueryOptions({
      address: choices?.address ?? ({} as never),
      shippingMethod: choices?.shippingMethod ?? 'standard',
    }),
    enabled: enabled && choices !== null && orderNumber === null && cart.settled,
  });

  const order = orderMatches ? orderQuery.data : undefined;
  const orderGone =
    (order !== undefined && order.status !== 'pending_payment' && order.status !== 'paid') ||
    (isApiError(orderQuery.error) && orderQuery.error.code === 'not-found');
  useEffect(() => {
    // Cancelled (its reservation ran out) or gone: the checkout starts again from the cart.
    if (orderGone) forgetOrder();
  }, [orderGone]);

  let state: CheckoutSummaryState;
  if (releaseError) state = { status: 'error', error: releaseError };
  else if (orderNumber !== null) {
    if (!orderMatches || orderGone) state = { status: 'loading' };
    else if (orderQuery.error) state = { status: 'error', error: orderQuery.error };
    else if (!order) state = { status: 'loading' };
    else if (order.status === 'paid') state = { status: 'paid', order };
    else
      state = {
        status: 'ready',
        summary: summaryOfOrder(order),
        refetching: orderQuery.isFetching,
      };
  } else if (reviewQuery.error) state = { status: 'error', error: reviewQuery.error };
  else if (!reviewQuery.data) state = { status: 'loading' };
  else state = { status: 'ready', summary: reviewQuery.data, refetching: reviewQuery.isFetching };

  const refetch = async () => {
    setReleaseError(null);
    if (orderMatches) await orderQuery.refetch();
    else if (orderNumber === null) await reviewQuery.refetch();
  };

  return { state, choices, refetch };
}
