import { vi } from 'vitest';

/**
 * A stand-in for Stripe.js: the calls the checkout and the order page make, and the Payment
 * Element's events (`handlers.ready`, `handlers.change`). A test file replaces the package with
 * this module: `vi.mock('@stripe/stripe-js/pure', () => import('…/test/fake-stripe'))`.
 */
type ElementHandler = (event?: { complete: boolean }) => void;

const handlers: Record<string, ElementHandler> = {};
const element = {
  on: vi.fn((event: string, handler: ElementHandler) => {
    handlers[event] = handler;
    return element;
  }),
  mount: vi.fn(),
  destroy: vi.fn(),
};
const elements = {
  create: vi.fn(() => element),
  submit: vi.fn(async () => ({})),
  update: vi.fn(),
};
const stripe = {
  elements: vi.fn(() => elements),
  confirmPayment: vi.fn(async (): Promise<unknown> => ({
    paymentIntent: { status: 'succeeded' },
  })),
};

export const loadStripe = vi.fn(async () => stripe);

export const fakeStripe = { handlers, element, elements, stripe, loadStripe };
