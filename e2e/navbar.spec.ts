import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { NAV_SECTIONS } from '../src/domain/navigation';

/**
 * The navigation bar (spec §2.2) as visitors use it with a mouse, a keyboard, a touch screen
 * and a phone.
 *
 * Keyboard design: on a desktop with a mouse each section name is a link (Enter navigates,
 * like a click). Its mega menu is reached with the small disclosure button next to it
 * ("Menu Prodotti": Enter/Space toggles, aria-expanded) or with ArrowDown on the link or that
 * button, which opens the menu and focuses its first link. Escape closes and returns focus.
 */

function bar(page: Page) {
  return page.getByRole('banner');
}

function sectionsNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navigazione principale' });
}

function megaMenu(page: Page, sectionLabel: string) {
  return bar(page).getByRole('region', { name: sectionLabel, exact: true });
}

/** Serious or critical WCAG 2.1 A/AA violations inside the bar and its open panels. */
async function barViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('header')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** A point on the page well below the bar and its panels. */
async function clickOutsideTheBar(page: Page) {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.click(8, viewport.height - 8);
}

test.describe('desktop with a mouse', () => {
  test.skip(({ isMobile }) => isMobile, 'the section bar is shown from 768 px with a mouse');

  test('hovering a section opens its mega menu; clicking it opens the section page', async ({
    page,
  }) => {
    await page.goto('/');
    const products = sectionsNav(page).getByRole('link', { name: 'Prodotti', exact: true });
    await products.hover();
    const menu = megaMenu(page, 'Prodotti');
    await expect(menu).toBeVisible();
    // Moving down into the panel keeps it open.
    await menu.getByRole('link', { name: 'iPhone', exact: true }).hover();
    await expect(menu).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.move(8, viewport.height - 8);
    await expect(menu).toBeHidden();

    await products.click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: /Prodotti/ })).toBeVisible();
  });

  test('an open panel overlays the page without moving it', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    await bar(page).getByRole('button', { name: 'Menu Servizi' }).click();
    await expect(megaMenu(page, 'Servizi')).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });

  test('keyboard: ArrowDown opens a menu, its toggle answers Enter and Space, Escape goes back', async ({
    page,
  }) => {
    await page.goto('/');
    const products = sectionsNav(page).getByRole('link', { name: 'Prodotti', exact: true });
    const menu = megaMenu(page, 'Prodotti');

    await products.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Vai a Prodotti' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'iPhone', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(products).toBeFocused();

    const toggle = bar(page).getByRole('button', { name: 'Menu Prodotti' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await products.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the account panel invites a guest to log in and come back', async ({ page }) => {
    await page.goto('/products?pagina=2');
    await bar(page).getByRole('button', { name: 'Account' }).click();
    const panel = bar(page).getByRole('region', { name: 'Account' });
    await expect(
      panel.getByText('Accedi per vedere i tuoi ordini, gestire resi e creare la tua Wishlist.'),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('redirectAfterLogin')))
      .toBe('/products?pagina=2');
    await panel.getByRole('link', { name: 'Registrati' }).click();
    await expect(page).toHaveURL('/register?redirect=%2Fproducts%3Fpagina%3D2');
  });

  test('an admin sees Admin Tool in the account panel and a dark bar on /admin', async ({
    page,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/')}`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page)).not.toHaveClass(/navbar--admin/);

    await bar(page).getByRole('button', { name: 'Account' }).click();
    const panel = bar(page).getByRole('region', { name: 'Il tuo account' });
    await panel.getByRole('link', { name: 'Admin Tool' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(panel).toBeHidden();
    await expect(bar(page)).toHaveClass(/navbar--admin/);
  });

  // One test per section, so the sections' pages are visited in parallel workers.
  for (const section of NAV_SECTIONS) {
    test(`every link of the ${section.label} mega menu opens a page that exists`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await bar(page)
        .getByRole('button', { name: `Menu ${section.label}` })
        .click();
      const menu = megaMenu(page, section.label);
      await expect(menu).toBeVisible();
      const hrefs = await menu
        .getByRole('link')
        .evaluateAll((elements) => elements.map((link) => link.getAttribute('href') ?? ''));
      const expected = [
        section.path,
        ...section.columns.flatMap((column) => column.links.map((link) => link.path)),
      ];
      expect(new Set(hrefs)).toEqual(new Set(expected));

      for (const href of new Set(hrefs)) {
        await page.goto(href);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading, href).toBeVisible();
        await expect.soft(heading, `${href} has a page`).not.toHaveText('Pagina non trovata');
      }
    });
  }
});

test.describe('touch screen at desktop width', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough: the test makes its own context');

  test('a tap on a section toggles its menu instead of navigating', async ({
    browser,
    baseURL,
  }) => {
    // hasTouch makes Chromium report (hover: none) and (pointer: coarse), like a tablet.
    const context = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: false,
      viewport: { width: 1280, height: 800 },
      locale: 'it-IT',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.evaluate(() => window.matchMedia('(hover: none)').matches)).toBe(true);

      const section = sectionsNav(page).getByRole('button', { name: 'Offerte', exact: true });
      const menu = megaMenu(page, 'Offerte');
      await section.tap();
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      await section.tap();
      await expect(menu).toBeHidden();

      await section.tap();
      await menu.getByRole('link', { name: 'Vai a Offerte' }).tap();
      await expect(page).toHaveURL(/\/deals$/);
      await expect(menu).toBeHidden();
    } finally {
      await context.close();
    }
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the hamburger drawer is the form below 768 px');

  test('the hamburger opens a drawer with a sub-panel per section', async ({ page }) => {
    await page.goto('/');
    await expect(sectionsNav(page)).toBeHidden();
    await expect(bar(page).getByRole('button', { name: 'Cerca', exact: true })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Shopping Bag' })).toBeVisible();

    await bar(page).getByRole('button', { name: 'Apri il menu' }).click();
    const closeButton = bar(page).getByRole('button', { name: 'Chiudi il menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(drawer).toBeVisible();

    await drawer.getByRole('button', { name: 'Servizi' }).click();
    await expect(drawer.getByRole('heading', { level: 2, name: 'Servizi' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Riparazioni' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Indietro' }).click();
    await expect(drawer.getByRole('button', { name: 'Servizi' })).toBeFocused();

    await drawer.getByRole('button', { name: 'Account' }).click();
    await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Indietro' }).click();

    // A route change closes the drawer.
    await drawer.getByRole('button', { name: 'Novità' }).click();
    await drawer.getByRole('link', { name: 'Presentazioni' }).click();
    await expect(page).toHaveURL(/\/news\/presentations$/);
    await expect(drawer).toBeHidden();
    await expect(bar(page).getByRole('button', { name: 'Apri il menu' })).toBeVisible();
  });
});

test('icon panels open one at a time and close on Escape, outside click and search', async ({
  page,
}) => {
  await page.goto('/shoppingbag');
  const searchButton = bar(page).getByRole('button', { name: 'Cerca', exact: true });
  const cartButton = bar(page).getByRole('button', { name: 'Shopping Bag' });
  const searchPanel = bar(page).getByRole('region', { name: 'Ricerca' });
  const cartPanel = bar(page).getByRole('region', { name: 'Shopping Bag' });

  await searchButton.click();
  await expect(searchPanel).toBeVisible();
  await expect(searchPanel.getByRole('combobox', { name: 'Cerca nel sito' })).toBeFocused();
  await cartButton.click();
  await expect(searchPanel).toBeHidden();
  await expect(cartPanel).toBeVisible();
  await expect(cartPanel.getByRole('link', { name: 'Inizia lo shopping' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(cartPanel).toBeHidden();
  await expect(cartButton).toBeFocused();

  await cartButton.click();
  await expect(cartPanel).toBeVisible();
  await clickOutsideTheBar(page);
  await expect(cartPanel).toBeHidden();

  await searchButton.click();
  const field = searchPanel.getByRole('combobox', { name: 'Cerca nel sito' });
  await field.press('Enter');
  await expect(searchPanel).toBeVisible();
  await field.fill('iphone 16');
  await field.press('Enter');
  await expect(page).toHaveURL('/search?q=iphone%2016');
  await expect(searchPanel).toBeHidden();
});

test('the bar is 56, 64 and 72 px high and stays at the top', async ({ page }) => {
  await page.goto('/products');
  const height = () => bar(page).evaluate((element) => element.getBoundingClientRect().height);
  for (const [width, expected] of [
    [375, 56],
    [800, 64],
    [1280, 72],
  ] as const) {
    await page.setViewportSize({ width, height: 700 });
    await expect.poll(height, `at ${width} px`).toBe(expected);
  }
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await bar(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
});

test('the bar and each of its panels have no serious accessibility violations', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await barViolations(page), 'closed').toEqual([]);

  // [name to click, name once expanded]: the hamburger's name says what it does next.
  const triggers: [string, string][] = isMobile
    ? [
        ['Apri il menu', 'Chiudi il menu'],
        ['Cerca', 'Cerca'],
        ['Shopping Bag', 'Shopping Bag'],
      ]
    : [
        ['Menu Prodotti', 'Menu Prodotti'],
        ['Account', 'Account'],
        ['Cerca', 'Cerca'],
        ['Shopping Bag', 'Shopping Bag'],
      ];
  for (const [name, expandedName] of triggers) {
    await bar(page).getByRole('button', { name, exact: true }).click();
    await expect(
      bar(page).getByRole('button', { name: expandedName, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(await barViolations(page), name).toEqual([]);
  }
  if (isMobile) {
    await bar(page).getByRole('button', { name: 'Apri il menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu', exact: true })
      .getByRole('button', { name: 'Novità' })
      .click();
    expect(await barViolations(page), 'drawer sub-panel').toEqual([]);
  }
});
