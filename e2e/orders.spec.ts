import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from './fixtures';
import {
  adminApi,
  CARDS,
  expect,
  futureExpiry,
  logInBrowser,
  orderOf,
  payOrder,
  placeOrder,
  PRODUCT_SLOTS,
  productToBuy,
  resetAccount,
  test,
  type ApiOrder,
} from './checkout-helpers';
import {
  bar,
  call,
  euro,
  holdAdminAccount,
  refuseOptionalCookies,
  theRunCustomer,
  type ApiProduct,
} from './shop';
import { E2E_ADMIN } from '../playwright.config';

/**
 * /orders, the order page and /track (issue 14): the list with status and total, paying an
 * unpaid order from its page, the printed receipt, the lookup by number and email, and orders
 * that another user can neither read nor pay nor cancel. Texts are written out here, not
 * imported, so that a changed text fails. "Richiedi reso" needs a delivered order, which only
 * the API tests can make.
 *
 * The orders belong to the admin account (see checkout-helpers.ts), placed once for the file
 * while the account is held; the tests then only read them or pay them, never touching the
 * cart. They do not depend on the screen: desktop only, in order (the unpaid order is paid by
 * the third test).
 */

function orderCard(page: Page, number: string): Locator {
  return page
    .getByRole('list', { name: 'Elenco dei tuoi ordini' })
    .getByRole('article', { name: `Ordine ${number}`, exact: true });
}

function orderTitle(page: Page, number: string): Locator {
  return page.getByRole('heading', { level: 1, name: `Ordine ${number}`, exact: true });
}

/** The order's status, as the page's facts show it (its history lists the statuses too). */
function status(page: Page, label: string): Locator {
  return page.getByRole('main').getByRole('definition').getByText(label, { exact: true });
}

test.beforeEach(({ context }) => refuseOptionalCookies(context));

test.describe('the orders of the admin account', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the screen does not matter: desktop only');

  let api: APIRequestContext;
  let paidProduct: ApiProduct;
  let paid: ApiOrder;
  let unpaid: ApiOrder;

  // Playwright hands a hook its fixtures first; this one needs only testInfo.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.use.isMobile) return;
    const baseURL = testInfo.project.use.baseURL;
    if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
    const release = await holdAdminAccount(testInfo);
    try {
      api = await adminApi(baseURL);
      await resetAccount(api);
      paidProduct = await productToBuy(api, PRODUCT_SLOTS.paidOrder);
      const placed = await placeOrder(api, paidProduct);
      const payment = await payOrder(api, placed.number);
      expect(payment.ok(), `paying ${placed.number} answered ${payment.status()}`).toBe(true);
      paid = await orderOf(api, placed.number);
      unpaid = await placeOrder(api, await productToBuy(api, PRODUCT_SLOTS.unpaidOrder));
    } finally {
      await release();
    }
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  test('/orders lists the orders newest first with status and total; "Paga ora" opens the payment form', async ({
    page,
    context,
  }) => {
    await logInBrowser(context, api);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi ordini' })).toBeVisible();

    await expect(orderCard(page, paid.number).getByRole('definition')).toHaveText([
      /\d{4}$/,
      'Pagato',
      '1 articolo',
      euro(paid.totalCents),
    ]);
    await expect(orderCard(page, unpaid.number).getByRole('definition')).toHaveText([
      /\d{4}$/,
      'In attesa di pagamento',
      '1 articolo',
      euro(unpaid.totalCents),
    ]);
    const titles = await page
      .getByRole('list', { name: 'Elenco dei tuoi ordini' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(titles.indexOf(`Ordine ${unpaid.number}`)).toBeLessThan(
      titles.indexOf(`Ordine ${paid.number}`),
    );

    await expect(
      orderCard(page, paid.number).getByRole('link', { name: /^Paga ora/ }),
    ).toBeHidden();
    await orderCard(page, unpaid.number)
      .getByRole('link', { name: `Paga ora l’ordine ${unpaid.number}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/orders/${unpaid.number}#`));
    await expect(orderTitle(page, unpaid.number)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Completa il pagamento' })).toBeFocused();
  });

  test("another user can neither read nor pay nor cancel the customer's orders", async ({
    baseURL,
  }) => {
    if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
    const customer = await theRunCustomer(baseURL);
    const other = await playwrightRequest.newContext({ baseURL, storageState: customer.state });
    try {
      for (const number of [paid.number, unpaid.number]) {
        const read = await other.get(`/api/orders/${number}`);
        expect(read.status()).toBe(404);
        expect(await read.text()).not.toContain(paidProduct.name);
      }
      const pay = await payOrder(other, unpaid.number, CARDS.success);
      expect(pay.status()).toBe(404);
      expect((await call(other, 'POST', `/api/orders/${unpaid.number}/cancel`)).status()).toBe(404);
      expect((await call(other, 'POST', `/api/orders/${paid.number}/return`, {})).status()).toBe(
        404,
      );
      const list = await other.get('/api/orders');
      expect(list.ok()).toBe(true);
      const numbers = ((await list.json()) as { orders: { number: string }[] }).orders.map(
        (order) => order.number,
      );
      expect(numbers).not.toContain(paid.number);
      expect(numbers).not.toContain(unpaid.number);
    } finally {
      await other.dispose();
    }

    // Nothing changed for the customer.
    expect(await orderOf(api, unpaid.number)).toMatchObject({
      status: 'pending_payment',
      payment: { paidAt: null },
    });
    expect(await orderOf(api, paid.number)).toMatchObject({ status: 'paid' });
  });

  test('an unpaid order is paid from its page: a declined card says so, the success card pays it', async ({
    page,
    context,
  }) => {
    await logInBrowser(context, api);
    await page.goto(`/orders/${unpaid.number}`);
    const payment = page.getByRole('region', { name: 'Completa il pagamento' });
    await expect(status(page, 'In attesa di pagamento')).toBeVisible();
    await expect(payment.getByText('Modalità di prova', { exact: true })).toBeVisible();
    const number = payment.getByRole('textbox', { name: 'Numero della carta' });
    await number.fill(CARDS.declined);
    await payment.getByRole('textbox', { name: 'Scadenza (MM/AA)' }).fill(futureExpiry());
    await payment.getByRole('textbox', { name: 'Codice di sicurezza (CVC)' }).fill('123');
    const pay = payment.getByRole('button', { name: `Paga ${euro(unpaid.totalCents)}` });
    await pay.click();

    await expect(payment.getByRole('alert')).toHaveText(
      'La carta è stata rifiutata. Usa un’altra carta o contatta la tua banca.',
    );
    expect(await orderOf(api, unpaid.number)).toMatchObject({ status: 'pending_payment' });

    await number.fill(CARDS.success);
    await pay.click();
    await expect(
      page.getByRole('main').getByText(`Grazie! Il tuo ordine ${unpaid.number} è confermato.`),
    ).toBeVisible();
    await expect(payment).toBeHidden();
    await expect(status(page, 'Pagato')).toBeVisible();
    await expect(status(page, 'In attesa di pagamento')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(
      'Visa che termina con 4242',
    );
    // A return is offered only once the order is delivered.
    await expect(page.getByRole('button', { name: 'Richiedi reso' })).toHaveCount(0);
    expect(await orderOf(api, unpaid.number)).toMatchObject({
      status: 'paid',
      payment: { cardLast4: '4242' },
    });
  });

  test('the receipt prints without the navigation bar and with the order number', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printRequests = String(
          Number(document.documentElement.dataset.printRequests ?? '0') + 1,
        );
      };
    });
    await logInBrowser(context, api);
    await page.goto(`/orders/${paid.number}`);
    await expect(orderTitle(page, paid.number)).toBeVisible();
    const print = page.getByRole('button', { name: 'Stampa ricevuta' });
    await print.click();
    await expect(page.locator('html')).toHaveAttribute('data-print-requests', '1');

    const letterhead = page.getByText('Ricevuta d’ordine', { exact: true });
    await expect(letterhead).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(bar(page)).toBeHidden();
    await expect(print).toBeHidden();
    await expect(letterhead).toBeVisible();
    await expect(orderTitle(page, paid.number)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Articoli' })).toContainText(paidProduct.name);
    await expect(page.getByRole('region', { name: 'Riepilogo' })).toContainText(
      euro(paid.totalCents),
    );

    await page.emulateMedia({ media: 'screen' });
    await expect(bar(page)).toBeVisible();
  });

  test('/track shows the status for the right number and email, and nothing for a wrong email', async ({
    page,
  }) => {
    await page.goto('/track');
    const lookup = page.getByRole('region', { name: 'Cerca il tuo ordine' });
    const email = lookup.getByRole('textbox', { name: 'Email' });
    await lookup.getByRole('textbox', { name: 'Numero d’ordine' }).fill(paid.number);
    await email.fill(E2E_ADMIN.email);
    await lookup.getByRole('button', { name: 'Cerca l’ordine' }).click();

    const outcome = lookup.getByRole('status');
    await expect(outcome.getByRole('heading', { level: 3 })).toHaveText(`Ordine ${paid.number}`);
    await expect(outcome.getByRole('term')).toHaveText(['Stato', 'Ultimo aggiornamento']);
    await expect(outcome.getByRole('definition').first()).toHaveText('Pagato');

    await email.fill('qualcun-altro@esempio.it');
    await lookup.getByRole('button', { name: 'Cerca l’ordine' }).click();
    await expect(outcome).toHaveText(
      'Nessun ordine corrisponde a questo numero e a questa email. Controlla i dati e riprova.',
    );
    await expect(outcome.getByRole('heading')).toHaveCount(0);
    await expect(outcome).not.toContainText('Pagato');
  });
});
