import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { bar, notice, refuseOptionalCookies } from './shop';

/**
 * Search (issue 6; spec §2.4, §3 recentSearches, §5 search rules, §6, §9) as a guest uses it:
 * the live panel of the bar on a desktop and on a phone, the /search page and the recent
 * searches kept in the browser. Texts, limits (6 rows, 50 kept, 8 recent searches) and the
 * misspelled queries are written out here, not imported, so that a changed rule fails.
 *
 * The queries differ from those of the server's relevance test
 * (src/server/modules/search/search.relevance.test.ts): they prove the same matching from the
 * browser with words that test has not tuned.
 */

interface ApiSearchItem {
  id: number;
  slug: string | null;
  name: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
}

interface ApiSearch {
  query: string;
  total: number;
  items: ApiSearchItem[];
}

/** Spec §9. */
const PANEL_ROWS_MAX = 6;
const RESULTS_KEPT_MAX = 50;
const RECENT_SEARCHES_MAX = 8;

/** A light page to start from: the bar is the same on every page. */
const START_PATH = '/shoppingbag';

async function searchApi(request: APIRequestContext, query: string, limit: number) {
  const response = await request.get(
    `/api/search?q=${encodeURIComponent(query)}&limit=${String(limit)}`,
  );
  expect(response.ok(), `GET /api/search?q=${query}`).toBe(true);
  return (await response.json()) as ApiSearch;
}

/** Cents as it-IT euro, written out independently of the app: 123900 → "1.239,00 €". */
function euro(cents: number): string {
  const [units = '0', decimals = '00'] = (cents / 100).toFixed(2).split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals} €`;
}

/** The status of the panel and the count of the page: "1 risultato", "57 risultati". */
function resultCount(total: number): string {
  return total === 1 ? '1 risultato' : `${String(total)} risultati`;
}

function searchPagePath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

// --- what the shopper sees -------------------------------------------------------------------

function searchPanel(page: Page) {
  return bar(page).getByRole('region', { name: 'Ricerca' });
}

function searchField(page: Page) {
  return searchPanel(page).getByRole('combobox', { name: 'Cerca nel sito' });
}

/** Opens the search panel from the bar's "Cerca" button (on a phone too) and returns it. */
async function openSearch(page: Page): Promise<Locator> {
  await bar(page).getByRole('button', { name: 'Cerca', exact: true }).click();
  const panel = searchPanel(page);
  await expect(panel).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  return panel;
}

function resultsGrid(panel: Locator) {
  return panel.getByRole('grid', { name: 'Risultati della ricerca' });
}

/** The product links of the panel's rows (the thumbnail's link is hidden from the tree). */
function rowNames(panel: Locator) {
  return resultsGrid(panel).getByRole('row').getByRole('link');
}

function showMoreLink(panel: Locator) {
  return panel.getByRole('link', { name: /^Visualizza altri \d+ risultati$/ });
}

function recentList(panel: Locator) {
  return panel.getByRole('list', { name: 'Ricerche recenti' });
}

/**
 * Types `query` in the panel's field and waits until the rows are this query's: the names the
 * server gives for it, in its order (the panel keeps the previous rows until new ones arrive,
 * so the wait is on the exact list). Returns the server's answer.
 */
async function searchInPanel(
  page: Page,
  request: APIRequestContext,
  query: string,
): Promise<ApiSearch> {
  const expected = await searchApi(request, query, PANEL_ROWS_MAX);
  await searchField(page).fill(query);
  const panel = searchPanel(page);
  await expect(panel.getByRole('status')).toHaveText(
    expected.total === 0 ? 'Nessun risultato' : resultCount(expected.total),
  );
  if (expected.total > 0) {
    await expect(rowNames(panel)).toHaveText(expected.items.map((item) => item.name));
  }
  return expected;
}

async function localItem(page: Page, key: string): Promise<unknown> {
  return page.evaluate((storageKey) => {
    const raw = window.localStorage.getItem(storageKey);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

test.beforeEach(({ context }) => refuseOptionalCookies(context));

// --- matching ------------------------------------------------------------------------------

/** [kind, query as typed, the product that must be among the first 3 rows]. */
const TYPO_AND_ACCENT_QUERIES: readonly (readonly [kind: string, query: string, name: string])[] = [
  ['swapped', 'ipohne 16 plus', 'iPhone 16 Plus 128 GB – Bianco'],
  ['swapped', 'iphone 16e bainco', 'iPhone 16e 256 GB – Bianco'],
  ['missing', 'ipad gialo', 'iPad 10ª generazione 256 GB Wi-Fi + Cellular – Giallo'],
  ['missing', 'apple wach ultra', 'Apple Watch Ultra 2 49 mm GPS + Cellular – Titanio naturale'],
  ['extra', 'nero jett', 'Apple Watch Series 10 46 mm GPS – Nero jet'],
  ['extra', 'mackbook air 15', 'MacBook Air 15" M4 16 GB/256 GB – Galassia'],
  ['wrong', 'ipad pro 13 argemto', 'iPad Pro 13" M4 256 GB Wi-Fi – Argento'],
  // "all'università", "La tonalità Ardesia", "modalità Azione" in the descriptions.
  ['accents', 'universita', 'MacBook Air 13" M4 16 GB/256 GB – Celeste'],
  ['accents', 'TONALITA ardesia', 'Apple Watch Series 10 titanio 46 mm GPS + Cellular – Ardesia'],
  ['accents', 'modalita azione', 'iPhone 14 ricondizionato 128 GB – Mezzanotte'],
];

test('misspelled and accent-free queries find the product in the first rows of the panel', async ({
  page,
  request,
}) => {
  await page.goto(START_PATH);
  const panel = await openSearch(page);
  for (const [kind, query, name] of TYPO_AND_ACCENT_QUERIES) {
    await searchInPanel(page, request, query);
    const firstThree = (await rowNames(panel).allTextContents()).slice(0, 3);
    expect.soft(firstThree, `${kind}: "${query}"`).toContain(name);
  }
});

test('a misspelled name typed on the /search page finds the product among the first tiles', async ({
  page,
}) => {
  const query = 'iphone 16 pri max';
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Cerca tra i prodotti' }).fill(query);
  await page.getByRole('searchbox', { name: 'Cerca tra i prodotti' }).press('Enter');
  await expect(page).toHaveURL(searchPagePath(query));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Risultati per “${query}”`);
  const tiles = page.getByRole('main').getByRole('list', { name: 'Risultati della ricerca' });
  await expect(tiles).toBeVisible();
  const names = await tiles.getByRole('heading', { level: 2 }).allTextContents();
  expect(names.slice(0, 3)).toContain('iPhone 16 Pro Max 256 GB – Titanio naturale');
});

// --- the panel's rows and the results page ---------------------------------------------------

test('the panel shows at most 6 rows, "Visualizza altri N risultati" to the full list, or "Nessun risultato"', async ({
  page,
  request,
}) => {
  await page.goto(START_PATH);
  const panel = await openSearch(page);

  // Between 7 and 50 matches: N = total − 6.
  const family = await searchApi(request, 'ipad', 1);
  expect(family.total).toBeGreaterThan(PANEL_ROWS_MAX);
  expect(family.total).toBeLessThanOrEqual(RESULTS_KEPT_MAX);
  await searchInPanel(page, request, 'ipad');
  await expect(rowNames(panel)).toHaveCount(PANEL_ROWS_MAX);
  await expect(searchField(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(showMoreLink(panel)).toHaveText(
    `Visualizza altri ${String(family.total - PANEL_ROWS_MAX)} risultati`,
  );
  await expect(showMoreLink(panel)).toHaveAttribute('href', searchPagePath('ipad'));

  // Exactly 6: every row shown, no link.
  expect((await searchApi(request, 'ricondizionato', 1)).total).toBe(PANEL_ROWS_MAX);
  await searchInPanel(page, request, 'ricondizionato');
  await expect(rowNames(panel)).toHaveCount(PANEL_ROWS_MAX);
  await expect(showMoreLink(panel)).toBeHidden();

  // Nothing: "Nessun risultato", no rows, no link; Enter shows the page's empty state.
  const nonsense = 'qwxyzk';
  expect((await searchInPanel(page, request, nonsense)).total).toBe(0);
  await expect(resultsGrid(panel)).toBeHidden();
  await expect(showMoreLink(panel)).toBeHidden();
  await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(searchPagePath(nonsense));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Nessun risultato' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('list', { name: 'Risultati della ricerca' }),
  ).toBeHidden();

  // Over 50 matches: the page keeps 50, so N = 50 − 6.
  const query = 're';
  const { total } = await searchApi(request, query, 1);
  expect(total, `"${query}" must match more than ${String(RESULTS_KEPT_MAX)}`).toBeGreaterThan(
    RESULTS_KEPT_MAX,
  );
  await openSearch(page);
  const { items } = await searchInPanel(page, request, query);
  await expect(rowNames(panel)).toHaveCount(PANEL_ROWS_MAX);

  // One row in full: name, stars with the review count, price, the two quick buttons.
  const [item] = items;
  if (!item) throw new Error(`"${query}" found nothing`);
  const row = resultsGrid(panel).getByRole('row').first();
  await expect(row.getByRole('link')).toHaveAttribute('href', `/products/${item.slug ?? item.id}`);
  await expect(
    row.getByRole('img', { name: /^Valutazione [\d,]+ su 5, \d+ recensioni?$/ }),
  ).toBeVisible();
  await expect(row).toContainText(euro(item.priceCents));
  await expect(
    row.getByRole('button', { name: `Aggiungi "${item.name}" alla lista desideri`, exact: true }),
  ).toBeVisible();
  await expect(
    row.getByRole('button', {
      name:
        item.stock > 0
          ? `Aggiungi "${item.name}" alla Shopping Bag`
          : `"${item.name}" non disponibile`,
      exact: true,
    }),
  ).toBeVisible();

  const link = panel.getByRole('link', {
    name: `Visualizza altri ${String(RESULTS_KEPT_MAX - PANEL_ROWS_MAX)} risultati`,
    exact: true,
  });
  await expect(link).toHaveAttribute('href', searchPagePath(query));
  await link.click();
  await expect(page).toHaveURL(searchPagePath(query));
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Risultati per “${query}”`);
  await expect(
    page
      .getByRole('main')
      .getByText(`${resultCount(total)}, ecco i ${String(RESULTS_KEPT_MAX)} più pertinenti`, {
        exact: true,
      }),
  ).toBeVisible();
  const tiles = page.getByRole('main').getByRole('list', { name: 'Risultati della ricerca' });
  await expect(tiles.getByRole('listitem')).toHaveCount(RESULTS_KEPT_MAX);
  // The same ranking as the panel: its rows open the page's list.
  await expect(tiles.getByRole('heading', { level: 2 }).first()).toHaveText(item.name);
});

// --- recent searches -------------------------------------------------------------------------

test('recent searches keep the last 8, newest first, without duplicates, and clear', async ({
  page,
}) => {
  // Words with few matches: each search opens a short results page.
  const searches = [
    'celeste',
    'oltremare',
    'ardesia',
    'giallo',
    'deserto',
    'verde acqua',
    'oro rosa',
    'nero jet',
    'product red',
    'trail loop',
  ];
  // The fifth again, in capitals: the same search, so it moves to the top in its new spelling.
  const repeated = 'DESERTO';
  const expected = [
    repeated,
    'trail loop',
    'product red',
    'nero jet',
    'oro rosa',
    'verde acqua',
    'giallo',
    'ardesia',
  ];
  expect(expected).toHaveLength(RECENT_SEARCHES_MAX);

  await page.goto(START_PATH);
  let panel = await openSearch(page);
  await expect(panel.getByText('Nessuna ricerca recente', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancella tutto' })).toBeHidden();

  for (const [index, query] of [...searches, repeated].entries()) {
    // Enter closes the panel on its way to the results page.
    if (index > 0) await openSearch(page);
    await searchField(page).fill(query);
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(searchPagePath(query));
  }

  // A blank search is neither run nor saved.
  panel = await openSearch(page);
  await searchField(page).fill('   ');
  await searchField(page).press('Enter');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(searchPagePath(repeated));

  // Each entry is a button that runs it, beside the button that removes it.
  const runButtons = () => recentList(panel).getByRole('button', { name: /^(?!Rimuovi )/ });
  await expect(recentList(panel).getByRole('listitem')).toHaveCount(RECENT_SEARCHES_MAX);
  await expect(runButtons()).toHaveText(expected);
  expect(await localItem(page, 'recentSearches')).toEqual(expected);

  // Kept in local storage: a reload finds the same list.
  await page.reload();
  panel = await openSearch(page);
  await expect(runButtons()).toHaveText(expected);

  // Removing one entry: focus goes to the next entry's remove button.
  await recentList(panel)
    .getByRole('button', { name: 'Rimuovi “oro rosa” dalle ricerche recenti', exact: true })
    .click();
  const afterRemoval = expected.filter((entry) => entry !== 'oro rosa');
  await expect(runButtons()).toHaveText(afterRemoval);
  await expect(
    recentList(panel).getByRole('button', {
      name: 'Rimuovi “verde acqua” dalle ricerche recenti',
      exact: true,
    }),
  ).toBeFocused();
  expect(await localItem(page, 'recentSearches')).toEqual(afterRemoval);

  // An entry runs its search again and moves to the top.
  await recentList(panel).getByRole('button', { name: 'giallo', exact: true }).click();
  await expect(page).toHaveURL(searchPagePath('giallo'));
  panel = await openSearch(page);
  await expect(runButtons()).toHaveText([
    'giallo',
    ...afterRemoval.filter((entry) => entry !== 'giallo'),
  ]);

  await panel.getByRole('button', { name: 'Cancella tutto', exact: true }).click();
  await expect(panel.getByText('Nessuna ricerca recente', { exact: true })).toBeVisible();
  await expect(recentList(panel)).toBeHidden();
  await expect(searchField(page)).toBeFocused();
  expect(await localItem(page, 'recentSearches')).toBeNull();
});

// --- keyboard and quick buttons ----------------------------------------------------------------

test('keyboard: the arrows move through the rows and Enter opens the active product', async ({
  page,
  request,
}) => {
  await page.goto(START_PATH);
  const panel = await openSearch(page);
  const field = searchField(page);
  const { items } = await searchInPanel(page, request, 'ipad air');
  const second = items[1];
  if (!second) throw new Error('"ipad air" needs two results');
  const productCell = (index: number) =>
    resultsGrid(panel).getByRole('row').nth(index).getByRole('gridcell').first();
  const cellId = async (index: number) => (await productCell(index).getAttribute('id')) ?? '';

  await expect(field).not.toHaveAttribute('aria-activedescendant');
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', await cellId(0));
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', await cellId(1));
  await expect(productCell(1)).toHaveAttribute('aria-selected', 'true');
  await expect(productCell(0)).toHaveAttribute('aria-selected', 'false');
  await field.press('ArrowUp');
  await expect(field).toHaveAttribute('aria-activedescendant', await cellId(0));
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', await cellId(1));

  await field.press('Enter');
  await expect(page).toHaveURL(`/products/${second.slug ?? second.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
  await expect(panel).toBeHidden();
});

test("the quick buttons of a row: the bag adds the product; a guest's heart goes to log in and remembers it", async ({
  page,
  request,
}) => {
  await page.goto(START_PATH);
  const panel = await openSearch(page);
  const { items } = await searchInPanel(page, request, 'oro rosa');
  const product = items.find((item) => item.stock > 0);
  if (!product) throw new Error('"oro rosa" found no product in stock');

  await resultsGrid(panel)
    .getByRole('button', { name: `Aggiungi "${product.name}" alla Shopping Bag`, exact: true })
    .click();
  await expect(notice(page, `"${product.name}" aggiunto alla Shopping Bag.`)).toBeVisible();
  await expect(bar(page).getByRole('button', { name: /^Shopping Bag/ })).toHaveAccessibleName(
    'Shopping Bag, 1 articolo',
  );
  await expect(panel).toBeVisible();

  await resultsGrid(panel)
    .getByRole('button', { name: `Aggiungi "${product.name}" alla lista desideri`, exact: true })
    .click();
  await expect(page).toHaveURL('/login?redirect=%2Fwishlist');
  await expect(panel).toBeHidden();
  expect(await localItem(page, 'pendingWishlistItem')).toEqual({
    id: product.id,
    name: product.name,
  });
});
