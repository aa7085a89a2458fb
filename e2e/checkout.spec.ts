import type { Locator, Page } from './fixtures';
import {
  addToStoredCart,
  CARDS,
  emailsTo,
  emailTo,
  expect,
  futureExpiry,
  logInBrowser,
  MILAN_ADDRESS,
  orderOf,
  PRODUCT_SLOTS,
  productOf,
  productToBuy,
  storedCart,
  test,
  vatIncluded,
  type ApiOrder,
} from './checkout-helpers';
import { bagButton, bar, call, euro, refuseOptionalCookies, send, type ApiProduct } from './shop';
import { E2E_ADMIN } from '../playwright.config';

/**
 * /checkout (issue 14): address with its Italian checks, shipping, the test provider's card and
 * the review, then the order page, the confirmation email and /orders; refused cards that leave
 * the order unpaid; and an order request whose price or quantities the server ignores. Texts are
 * written out here, not imported, so that a changed text fails.
 *
 * Every test buys with the admin account and holds it for its whole length (the `admin`
 * fixture, checkout-helpers.ts). The journey that does not depend on the screen runs on the
 * desktop only; the card payment runs on the phone too.
 */

const EXPRESS_CENTS = 990;
const TAX_CODE = 'RSSMRA85T10A562S';
const TAX_CODE_WRONG_CHECK = 'RSSMRA85T10A562X';
/** The order page, where the checkout lands (thanking the customer for an order just placed). */
const ORDER_PAGE = /\/orders\/VT-\d{4}-\d{6}(\?placed=1)?$/;

function productPath(product: ApiProduct): string {
  return `/products/${product.slug ?? product.id}`;
}

/** The step's title: each step of /checkout has one h2. */
function stepTitle(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2, name: title, exact: true });
}

/**
 * A field's error, as its accessible description: the message, after the "!" the style draws
 * before it (CSS generated content is part of the description).
 */
function fieldError(message: string): RegExp {
  return new RegExp(`(^|\\s)${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function openCheckoutFromBag(page: Page): Promise<void> {
  await bagButton(page).click();
  const panel = bar(page).getByRole('region', { name: 'Il tuo carrello' });
  await panel.getByRole('link', { name: 'Checkout', exact: true }).click();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Numero della carta').fill(number);
  await page.getByLabel('Scadenza (MM/AA)').fill(futureExpiry());
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
}

/** The answer to the next POST /api/orders: the order it placed (or reached again). */
function nextPlacedOrder(page: Page): Promise<{ status: number; order: ApiOrder }> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/orders' &&
        response.request().method() === 'POST',
    )
    .then(async (response) => ({
      status: response.status(),
      order: ((await response.json()) as { order: ApiOrder }).order,
    }));
}

test.beforeEach(({ context }) => refuseOptionalCookies(context));

test.describe('checkout with the admin account', () => {
  test.describe.configure({ mode: 'serial' });

  test('a customer checks out with express shipping and the success card: order page, email, /orders', async ({
    admin,
    page,
    context,
    isMobile,
  }) => {
    // Four steps and three pages: 30 s more than the usual limit, for a busy machine.
    test.setTimeout(test.info().timeout + 30_000);
    const product = await productToBuy(
      admin.api,
      isMobile ? PRODUCT_SLOTS.checkoutMobile : PRODUCT_SLOTS.checkoutDesktop,
    );
    const totalCents = product.priceCents + EXPRESS_CENTS;
    await addToStoredCart(admin.api, product.id);
    await logInBrowser(context, admin.api);

    await page.goto(productPath(product));
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
    await openCheckoutFromBag(page);
    await expect(page).toHaveURL(/\/checkout\?step=1$/);
    await expect(stepTitle(page, 'Indirizzo di consegna')).toBeVisible();

    // The address, with a CAP of 4 digits and a codice fiscale whose check character is wrong.
    await page.getByLabel('Nome e cognome').fill(MILAN_ADDRESS.fullName);
    await page.getByLabel('Indirizzo e numero civico').fill(MILAN_ADDRESS.street);
    const postalCode = page.getByLabel('CAP', { exact: true });
    await postalCode.fill('2012');
    await page.getByLabel('Città').fill(MILAN_ADDRESS.city);
    await page.getByLabel('Provincia').selectOption(MILAN_ADDRESS.province);
    await page.getByLabel('Telefono').fill(MILAN_ADDRESS.phone);
    await page.getByRole('checkbox', { name: 'Richiedi fattura' }).check();
    await expect(page.getByRole('radio', { name: 'Privato' })).toBeChecked();
    const taxCode = page.getByLabel('Codice fiscale', { exact: true });
    await taxCode.fill(TAX_CODE_WRONG_CHECK);
    const toShipping = page.getByRole('button', { name: 'Continua con la spedizione' });
    await toShipping.click();

    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toHaveAccessibleDescription(
      fieldError('Inserisci un CAP di 5 cifre.'),
    );
    await expect(postalCode).toBeFocused();
    await expect(taxCode).toHaveAttribute('aria-invalid', 'true');
    await expect(taxCode).toHaveAccessibleDescription(
      fieldError('Il codice fiscale non è valido: controlla di averlo scritto correttamente.'),
    );
    await expect(page).toHaveURL(/\/checkout\?step=1$/);

    // Corrected, the messages go; the address is saved on the way.
    await postalCode.fill(MILAN_ADDRESS.postalCode);
    await taxCode.fill(TAX_CODE);
    await expect(postalCode).not.toHaveAttribute('aria-invalid');
    await expect(taxCode).not.toHaveAttribute('aria-invalid');
    await toShipping.click();

    await expect(stepTitle(page, 'Metodo di spedizione')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?step=2$/);
    const express = page.getByRole('radio', { name: /^Spedizione express/ });
    await expect(express).toHaveAccessibleName('Spedizione express 9,90 €');
    await expect(page.getByRole('radio', { name: /^Spedizione standard/ })).toHaveAccessibleName(
      'Spedizione standard Gratuita',
    );
    await express.check();
    await page.getByRole('button', { name: 'Continua con il pagamento' }).click();

    await expect(stepTitle(page, 'Pagamento')).toBeVisible();
    await expect(page.getByText('Modalità di prova', { exact: true })).toBeVisible();
    await fillCard(page, CARDS.success);
    await page.getByRole('button', { name: 'Continua con il riepilogo' }).click();

    await expect(stepTitle(page, 'Riepilogo dell’ordine')).toBeVisible();
    const review = page.getByRole('region', { name: 'Prodotti' });
    await expect(review.getByRole('listitem')).toHaveCount(1);
    await expect(review.getByRole('listitem')).toContainText(product.name);
    await expect(review.getByRole('term')).toHaveText([
      'Subtotale',
      'Spedizione express',
      'Totale',
      'di cui IVA (22%)',
    ]);
    await expect(review.getByRole('definition')).toHaveText([
      euro(product.priceCents),
      '9,90 €',
      euro(totalCents),
      euro(vatIncluded(totalCents)),
    ]);
    await expect(page.getByText(`Privato, codice fiscale ${TAX_CODE}`)).toBeVisible();
    await expect(page.getByText('Carta che termina con 4242')).toBeVisible();

    await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click();
    await expect(page).toHaveURL(ORDER_PAGE);
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await expect(
      page.getByRole('main').getByText(`Grazie! Il tuo ordine ${number} è confermato.`),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine ${number}`, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('definition').getByText('Pagato', { exact: true }),
    ).toBeVisible();
    const summary = page.getByRole('region', { name: 'Riepilogo' });
    await expect(summary.getByRole('term')).toHaveText([
      'Subtotale',
      'Spedizione (Spedizione express)',
      'Totale',
      'di cui IVA (22%)',
    ]);
    await expect(summary.getByRole('definition')).toHaveText([
      euro(product.priceCents),
      '9,90 €',
      euro(totalCents),
      euro(vatIncluded(totalCents)),
    ]);
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag');

    // What the server recorded: the catalog's price, express, the invoice, paid by the card.
    expect(await orderOf(admin.api, number)).toMatchObject({
      status: 'paid',
      totalCents,
      shippingCents: EXPRESS_CENTS,
      shippingMethod: 'express',
      lines: [{ productId: product.id, quantity: 1, unitPriceCents: product.priceCents }],
      invoice: { kind: 'person', taxCode: TAX_CODE },
      payment: { cardLast4: '4242' },
    });

    // The confirmation email: the number, the total and the IVA in it.
    const mail = await emailTo(E2E_ADMIN.email, `Conferma ordine ${number}`);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain(number);
    expect(text).toContain(product.name);
    expect(text).toContain(`Totale: ${euro(totalCents)}`);
    expect(text).toContain(`di cui IVA 22%: ${euro(vatIncluded(totalCents))}`);

    // /orders lists it, paid, with its total.
    await page.getByRole('link', { name: 'Torna ai tuoi ordini' }).click();
    await expect(page).toHaveURL('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi ordini' })).toBeVisible();
    const listed = page
      .getByRole('list', { name: 'Elenco dei tuoi ordini' })
      .getByRole('article', { name: `Ordine ${number}`, exact: true });
    await expect(listed.getByRole('definition')).toHaveText([
      /\d{4}$/,
      'Pagato',
      '1 articolo',
      euro(totalCents),
    ]);
    await expect(listed.getByRole('link', { name: /^Paga ora/ })).toBeHidden();
  });

  test.describe('on the desktop', () => {
    test.skip(({ isMobile }) => isMobile, 'the screen does not matter: desktop only');

    test("a guest's Checkout logs in and lands on /checkout; a declined card and one without funds leave the order unpaid", async ({
      admin,
      page,
    }) => {
      // A login and two orders submitted: 30 s more than the usual limit, for a busy machine.
      test.setTimeout(test.info().timeout + 30_000);
      const product = await productToBuy(admin.api, PRODUCT_SLOTS.declinedCards);
      await send(admin.api, 'POST', '/api/checkout/addresses', MILAN_ADDRESS);

      // As a guest: the product in the bag, Checkout asks to log in, then goes on to /checkout.
      await page.goto(productPath(product));
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Aggiungi alla Shopping Bag', exact: true })
        .click();
      await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
      await openCheckoutFromBag(page);
      await expect(page).toHaveURL('/login?redirect=%2Fcheckout');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
      await expect(page).toHaveURL(/\/checkout\?step=1$/);
      await expect(stepTitle(page, 'Indirizzo di consegna')).toBeVisible();

      // The saved address is proposed; standard shipping is the first method.
      await expect(
        page.getByRole('radio', { name: /^Giulia Bianchi, Via Dante 12/ }),
      ).toBeChecked();
      await page.getByRole('button', { name: 'Continua con la spedizione' }).click();
      await expect(page.getByRole('radio', { name: /^Spedizione standard/ })).toBeChecked();
      await page.getByRole('button', { name: 'Continua con il pagamento' }).click();

      const declinedMessage =
        'La carta è stata rifiutata. Usa un’altra carta o contatta la tua banca.';
      const noFundsMessage = 'Fondi insufficienti sulla carta. Usa un’altra carta.';
      const placeOrder = page.getByRole('button', { name: 'Ordine con obbligo di pagamento' });

      // The declined card: back to the payment step with its message.
      await fillCard(page, CARDS.declined);
      await page.getByRole('button', { name: 'Continua con il riepilogo' }).click();
      await expect(stepTitle(page, 'Riepilogo dell’ordine')).toBeVisible();
      const first = nextPlacedOrder(page);
      await placeOrder.click();
      const placed = await first;
      expect(placed.status).toBe(201);
      const number = placed.order.number;
      await expect(stepTitle(page, 'Pagamento')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: declinedMessage })).toHaveText(
        declinedMessage,
      );
      expect(await orderOf(page.request, number)).toMatchObject({
        status: 'pending_payment',
        payment: { paidAt: null },
      });

      // Another card, without funds: the same order (one key per checkout), still unpaid.
      await page.getByLabel('Numero della carta').fill(CARDS.insufficientFunds);
      await page.getByRole('button', { name: 'Continua con il riepilogo' }).click();
      await expect(stepTitle(page, 'Riepilogo dell’ordine')).toBeVisible();
      const second = nextPlacedOrder(page);
      await placeOrder.click();
      expect(await second).toMatchObject({ status: 200, order: { number } });
      await expect(stepTitle(page, 'Pagamento')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: noFundsMessage })).toHaveText(
        noFundsMessage,
      );

      expect(await orderOf(page.request, number)).toMatchObject({
        status: 'pending_payment',
        payment: { paidAt: null },
        totalCents: product.priceCents,
      });
      expect(await emailsTo(E2E_ADMIN.email, `Conferma ordine ${number}`)).toEqual([]);
      // A refused card gives the stock back at once.
      expect((await productOf(page.request, product.id)).stock).toBe(product.stock);
      await send(page.request, 'POST', `/api/orders/${number}/cancel`);
    });

    test('a price or quantities sent with the order change nothing: the catalog and the cart decide', async ({
      admin,
    }) => {
      const product = await productToBuy(admin.api, PRODUCT_SLOTS.tamperedRequest);
      await addToStoredCart(admin.api, product.id);
      const order = (expectedTotalCents: number) => ({
        idempotencyKey: `e2e-tampered-${Date.now()}-${expectedTotalCents}`,
        address: MILAN_ADDRESS,
        shippingMethod: 'standard',
        expectedTotalCents,
        // None of these are part of the request: the server ignores them.
        priceCents: 1,
        totalCents: 1,
        quantity: product.stock + 1,
        lines: [{ productId: product.id, quantity: product.stock + 1, unitPriceCents: 1 }],
      });

      // A total of 0,01 € is refused with the catalog's total; nothing is bought.
      const refused = await call(admin.api, 'POST', '/api/orders', order(1));
      expect(refused.status()).toBe(412);
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'failed-precondition',
          details: { reason: 'price-changed', totalCents: product.priceCents },
        },
      });
      expect((await storedCart(admin.api)).items).toEqual([
        expect.objectContaining({ productId: product.id, quantity: 1 }),
      ]);
      expect((await productOf(admin.api, product.id)).stock).toBe(product.stock);

      // With the catalog's total: one unit at the catalog's price, one unit out of stock.
      const placed = await send(admin.api, 'POST', '/api/orders', order(product.priceCents));
      expect(placed.status()).toBe(201);
      const { number } = ((await placed.json()) as { order: ApiOrder }).order;
      expect(await orderOf(admin.api, number)).toMatchObject({
        status: 'pending_payment',
        subtotalCents: product.priceCents,
        shippingCents: 0,
        totalCents: product.priceCents,
        lines: [{ productId: product.id, quantity: 1, unitPriceCents: product.priceCents }],
      });
      expect((await productOf(admin.api, product.id)).stock).toBe(product.stock - 1);
      expect((await storedCart(admin.api)).items).toEqual([]);

      // Cancelled, the unit goes back to the stock.
      await send(admin.api, 'POST', `/api/orders/${number}/cancel`);
      expect((await productOf(admin.api, product.id)).stock).toBe(product.stock);
    });
  });
});
