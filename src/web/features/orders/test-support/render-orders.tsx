import { renderPages } from '../../../test/render-pages';
import { CUSTOMER } from '../../../test/fixtures';
import OrderPage from '../../../pages/order.page';
import OrdersPage from '../../../pages/orders.page';

/**
 * The two orders pages on a memory router at `initialEntry`, a customer logged in, with the
 * notifications region; any other path shows "Altrove" (to see where a link went).
 */
export function renderOrdersPages(initialEntry: string) {
  return renderPages(
    [
      { path: '/orders', Page: OrdersPage },
      { path: '/orders/:number', Page: OrderPage },
    ],
    initialEntry,
    CUSTOMER,
  );
}

/** The texts of the notifications on screen. */
export function notificationTexts(): string[] {
  return Array.from(document.querySelectorAll('.notification__message')).map(
    (node) => node.textContent ?? '',
  );
}

/** The visible text with every run of spaces (Intl writes no-break ones) as one space. */
export function textOf(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The JSON bodies sent to `METHOD path` through the mocked fetch. */
export async function sentBodies(
  fetchMock: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const [input, init] of fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][]) {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === method && url.pathname === path) {
      bodies.push(init?.body === undefined ? undefined : JSON.parse(String(init.body)));
    }
  }
  return bodies;
}

/** The label → value pairs of the description lists inside `container`. */
export function factsOf(container: Element): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of container.querySelectorAll('dt')) {
    facts[textOf(term)] = textOf(term.nextElementSibling);
  }
  return facts;
}
