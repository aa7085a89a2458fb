import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { CONTENT_PAGES } from '../src/domain/content-pages';
import { FOOTER_COLUMNS } from '../src/domain/navigation';
import { E2E_SELLER } from '../playwright.config';

/**
 * Every content page the shop links to (header sections, search quick links, footer) opens
 * with a real 200 and its own title, never the not-found page; the legal pages say what an
 * Italian consumer shop must say.
 */

const NOT_FOUND_TITLE = 'Pagina non trovata';

/**
 * What a page says, not how it is laid out: the phone project leaves these out
 * (playwright.config.ts). Its footer links, section cards and accessibility are still checked
 * at phone width.
 */
const ANY_SCREEN = { tag: '@any-screen' };

const main = (page: Page) => page.getByRole('main');
const footer = (page: Page) => page.getByRole('contentinfo');

async function expectPage(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${title} – Vetrina`);
  await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toHaveCount(0);
}

/** The banner shows on a first visit, over the page; refusing keeps the footer clickable. */
async function refuseCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Consenso ai cookie' });
  await banner.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(banner).toBeHidden();
}

// One test per kind of page, visiting each in turn: a fresh browser context per page would
// spend most of the time starting up.
for (const kind of [...new Set(CONTENT_PAGES.map((content) => content.kind))]) {
  test(`every ${kind} page opens with its title and breadcrumbs`, async ({ page }) => {
    for (const content of CONTENT_PAGES.filter((candidate) => candidate.kind === kind)) {
      const response = await page.goto(content.path);
      expect(response?.status(), content.path).toBe(200);
      await expectPage(page, content.title);
      const trail = page.getByRole('navigation', { name: 'Percorso' });
      await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(main(page)).not.toContainText(NOT_FOUND_TITLE);
    }
  });
}

for (const column of FOOTER_COLUMNS) {
  test(`the footer links of «${column.title}» open their pages`, async ({ page, request }) => {
    for (const link of column.links) {
      const response = await request.get(link.path);
      expect(response.status(), link.path).toBe(200);
    }
    await page.goto('/');
    await refuseCookies(page);
    for (const link of column.links) {
      await footer(page).getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      const title = CONTENT_PAGES.find((content) => content.path === link.path)?.title;
      expect(title, link.path).toBeDefined();
      await expectPage(page, title ?? '');
    }
  });
}

test(
  'the terms of sale state withdrawal, legal guarantee and prices with IVA',
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto('/terms');
    const text = main(page);
    for (const phrase of [
      'recesso',
      '14 giorni',
      'garanzia legale',
      'IVA',
      '26 mesi',
      'Modulo di recesso tipo',
      E2E_SELLER.companyName,
      E2E_SELLER.vatNumber,
    ]) {
      await expect(text).toContainText(phrase);
    }
    // A shop's details are stated, never a placeholder waiting to be filled in.
    await expect(text).not.toContainText('[');
  },
);

test('the returns page explains the right of withdrawal', ANY_SCREEN, async ({ page }) => {
  await page.goto('/returns');
  await expect(main(page)).toContainText('recesso');
  await expect(main(page)).toContainText('14 giorni');
  await expect(main(page)).toContainText('garanzia legale');
  await expect(main(page)).toContainText('Rimborso');
});

test(
  'the privacy policy names the controller, the rights and the Garante',
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto('/privacy');
    for (const phrase of ['Titolare del trattamento', 'portabilità', 'Garante', 'Non vendiamo']) {
      await expect(main(page)).toContainText(phrase);
    }
  },
);

test('the cookie policy lists the cookies the shop sets', ANY_SCREEN, async ({ page }) => {
  await page.goto('/cookie-policy');
  const cookies = page.getByRole('table', { name: 'Cookie usati dal sito' });
  for (const name of ['vetrina_session', 'csrf_token', 'user_data', 'last_login_time']) {
    await expect(cookies.getByRole('rowheader', { name })).toBeVisible();
  }
  await expect(main(page)).toContainText('Non usiamo cookie di profilazione');
  await expect(main(page)).toContainText('Preferenze cookie');
});

test(
  '/shipping-costs states free standard shipping and the express price',
  ANY_SCREEN,
  async ({ page }) => {
    const response = await page.goto('/shipping-costs');
    expect(response?.status()).toBe(200);
    await expectPage(page, 'Costi di spedizione');
    const rates = page.getByRole('table', { name: 'Costi e tempi di consegna in Italia' });
    await expect(rates).toContainText('Gratuita');
    await expect(rates).toContainText(/9,90\s€/);
  },
);

test('/news/presentations lists the coming presentations', ANY_SCREEN, async ({ page }) => {
  const response = await page.goto('/news/presentations');
  expect(response?.status()).toBe(200);
  await expectPage(page, 'Presentazioni');
  await expect(main(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(main(page)).toContainText('Milano');
  await expect(main(page)).toContainText('2027');
});

test('an offer page shows matching products from the catalog', ANY_SCREEN, async ({ page }) => {
  await page.goto('/deals/ricondizionati');
  const products = page.getByRole('list', { name: 'Ricondizionati disponibili' });
  await expect(products.getByRole('link', { name: /ricondizionat/i }).first()).toBeVisible();
});

test('the section page lists its pages as cards and the breadcrumbs lead back', async ({
  page,
}) => {
  await page.goto('/services');
  await main(page).getByRole('link', { name: 'Garanzia', exact: true }).click();
  await expect(page).toHaveURL('/services/garanzia');
  await expectPage(page, 'Garanzia');
  await page
    .getByRole('navigation', { name: 'Percorso' })
    .getByRole('link', { name: 'Servizi' })
    .click();
  await expect(page).toHaveURL('/services');
  await expectPage(page, 'Servizi');
});

/** Serious or critical WCAG 2.1 A/AA violations in the page content. */
async function contentViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const path of ['/terms', '/cookie-policy', '/services', '/faq', '/shipping-costs']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The banner sits over the bottom of the page: answer it so nothing covers the content.
    await refuseCookies(page);
    // Open one answer so its content is checked too.
    const firstQuestion = main(page).locator('summary').first();
    if ((await firstQuestion.count()) > 0) await firstQuestion.click();
    expect(await contentViolations(page)).toEqual([]);
  });
}
