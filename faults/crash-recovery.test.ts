import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertSignedInAccounts, type SignedInAccount } from './support/accounts';
import { openFaultEnvironment, type FaultEnvironment } from './support/environment';
import { apiHeaders, callShop, describeAnswer, readinessOf } from './support/http';
import { startLoad } from './support/load';
import { waitFor } from './support/wait';

/**
 * The shop killed (SIGKILL: a crash, the OOM killer, a lost host) in the middle of cart writes:
 * every write it acknowledged must survive, and a new process must serve again.
 */

const USERS = 20;
const PRODUCTS = 40;
/** The kill comes once this many writes were acknowledged, with more of them in flight. */
const KILL_AFTER_ACKS = 150;
const MAX_QUANTITY = 5;

interface CartWrite {
  account: SignedInAccount;
  productId: number;
  quantity: number;
}

interface CartLineRow {
  user_id: string;
  product_id: number;
  list: string;
  quantity: number;
}

let env: FaultEnvironment;
let accounts: SignedInAccount[];
let productIds: number[];

beforeAll(async () => {
  env = await openFaultEnvironment('crash_recovery');
  accounts = await insertSignedInAccounts(
    env.sql,
    Array.from({ length: USERS }, (_, index) => `carrello-${index}@guasti.vetrina.test`),
  );
  const products = await env.sql.query<{ id: number }>(
    `SELECT id FROM products WHERE is_visible AND stock >= $1 ORDER BY id LIMIT $2`,
    [MAX_QUANTITY, PRODUCTS],
  );
  productIds = products.rows.map((row) => row.id);
  if (productIds.length < 10) throw new Error(`only ${productIds.length} products in stock`);
});

afterAll(async () => {
  await env?.close();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => env.printShopLog());
});

/**
 * Write k of user u puts a product that user has not touched yet in the cart: no write
 * overwrites another, so each acknowledged one must be found exactly as it was made.
 */
function writeOf(userIndex: number, sequence: number): CartWrite {
  return {
    account: accounts[userIndex]!,
    productId: productIds[(userIndex + sequence) % productIds.length]!,
    quantity: 1 + ((userIndex * 7 + sequence) % MAX_QUANTITY),
  };
}

describe('the shop killed (SIGKILL) under cart writes', () => {
  test('every acknowledged write is in the database, and a new process serves', async () => {
    const acknowledged: CartWrite[] = [];
    const load = startLoad(
      accounts.map((account, userIndex) => ({
        kind: 'cart-write',
        call: async (sequence: number) => {
          const write = writeOf(userIndex, sequence);
          const answer = await callShop(env.shop.baseUrl, '/api/cart', {
            method: 'PUT',
            headers: apiHeaders(account.sessionToken),
            json: {
              changes: [{ productId: write.productId, list: 'cart', quantity: write.quantity }],
            },
          });
          if (answer.status >= 200 && answer.status < 300) acknowledged.push(write);
          return answer;
        },
      })),
      // One pass over the products at most: a user never writes the same line twice.
      { maxDurationMs: 30_000, maxRequests: productIds.length },
    );

    const killed = env.shop;
    try {
      await waitFor(
        `${KILL_AFTER_ACKS} cart writes acknowledged`,
        async () =>
          acknowledged.length >= KILL_AFTER_ACKS
            ? { done: true, value: acknowledged.length }
            : { done: false, observed: load.records.map(describeAnswer).slice(-3) },
        { timeoutMs: 20_000, intervalMs: 10 },
      );
      killed.signal('SIGKILL');
    } finally {
      await killed.kill();
    }
    const records = await load.stop();
    const exit = await killed.exited;
    expect(exit.signal).toBe('SIGKILL');

    // Before the kill every answer was a success; the kill cut the writes in flight.
    const refused = records.filter((record) => record.status !== 0 && record.status !== 200);
    expect(refused.map(describeAnswer), 'cart writes answered with an error').toEqual([]);
    expect(
      records.some((record) => record.status === 0),
      'writes in flight at the kill',
    ).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const stored = await env.sql.query<CartLineRow>(
      `SELECT user_id, product_id, list, quantity FROM cart_lines WHERE user_id = ANY($1::uuid[])`,
      [accounts.map((account) => account.id)],
    );
    const lines = new Map(stored.rows.map((row) => [`${row.user_id}/${row.product_id}`, row]));
    const lost = acknowledged.filter((write) => {
      const line = lines.get(`${write.account.id}/${write.productId}`);
      return line?.list !== 'cart' || line.quantity !== write.quantity;
    });
    expect(
      lost.map((write) => `${write.account.email}: product ${write.productId} × ${write.quantity}`),
      `acknowledged writes missing from cart_lines (of ${acknowledged.length})`,
    ).toEqual([]);

    const restarted = await env.restartShop();
    const ready = await callShop(restarted.baseUrl, '/readyz');
    expect(ready.status, describeAnswer(ready)).toBe(200);
    expect(readinessOf(ready).status).toBe('ready');

    // The new process shows the same carts to their owners.
    for (const account of accounts) {
      const answer = await callShop(restarted.baseUrl, '/api/cart', {
        headers: apiHeaders(account.sessionToken),
      });
      expect(answer.status, describeAnswer(answer)).toBe(200);
      const items = (answer.body as { cart: { items: { productId: number; quantity: number }[] } })
        .cart.items;
      const shown = new Map(items.map((item) => [item.productId, item.quantity]));
      for (const write of acknowledged.filter((w) => w.account === account)) {
        expect(shown.get(write.productId), `${account.email}, product ${write.productId}`).toBe(
          write.quantity,
        );
      }
    }
  });
});
