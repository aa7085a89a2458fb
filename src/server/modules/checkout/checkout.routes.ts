import type { FastifyInstance } from 'fastify';
import { deliveryAddressSchema } from '../../../domain/checkout/address.schema';
import {
  addressParamsSchema,
  checkoutReviewRequestSchema,
  checkoutReviewSchema,
  paymentConfigSchema,
  savedAddressResponseSchema,
  savedAddressesResponseSchema,
  shippingOptionsQuerySchema,
  shippingOptionsResponseSchema,
} from '../../../domain/checkout/checkout.schema';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { parseInput, serializeOutput } from '../../http/validation';
import { requireUser, userOnly } from '../../plugins/session';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  editAddress,
  getAddresses,
  getShippingOptions,
  removeAddress,
  reviewCheckout,
  saveAddress,
} from './checkout.service';

/**
 * The checkout's steps before the order (issue "Checkout"): saved addresses, shipping options,
 * the review, and which payment form to show. Logged-in customers only; every answer is one
 * user's and never cached.
 */
export function checkoutRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
): void {
  app.get('/api/checkout/payment-config', { preHandler: userOnly, onSend: noStore }, async () =>
    serializeOutput(paymentConfigSchema, {
      provider: provider.kind,
      publishableKey: provider.publishableKey,
    }),
  );

  app.get('/api/checkout/addresses', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const user = requireUser(request);
    return serializeOutput(savedAddressesResponseSchema, {
      addresses: await getAddresses(db, user.id),
    });
  });

  app.post(
    '/api/checkout/addresses',
    { preHandler: userOnly, onSend: noStore },
    async (request, reply) => {
      const user = requireUser(request);
      const address = parseInput(deliveryAddressSchema, request.body);
      reply.code(201);
      return serializeOutput(savedAddressResponseSchema, {
        address: await saveAddress(db, user.id, address),
      });
    },
  );

  app.put(
    '/api/checkout/addresses/:id',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(addressParamsSchema, request.params);
      const address = parseInput(deliveryAddressSchema, request.body);
      return serializeOutput(savedAddressResponseSchema, {
        address: await editAddress(db, user.id, id, address),
      });
    },
  );

  app.delete(
    '/api/checkout/addresses/:id',
    { preHandler: userOnly, onSend: noStore },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parseInput(addressParamsSchema, request.params);
      await removeAddress(db, user.id, id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/checkout/shipping-options',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const { postalCode } = parseInput(shippingOptionsQuerySchema, request.query);
      return serializeOutput(
        shippingOptionsResponseSchema,
        getShippingOptions(postalCode, new Date()),
      );
    },
  );

  app.post('/api/checkout/review', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const user = requireUser(request);
    const { address, shippingMethod } = parseInput(checkoutReviewRequestSchema, request.body);
    return serializeOutput(
      checkoutReviewSchema,
      await reviewCheckout(db, user.id, address, shippingMethod, new Date()),
    );
  });
}
