import { lazyParser } from '../../../lib/api-client';

/** The stored cart, as every cart request answers it (fetched with the first, decision 032). */
export const cartResponse = lazyParser(() =>
  import('../../../../domain/cart/cart.schema').then((module) => module.cartResponseSchema),
);
