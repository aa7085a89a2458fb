import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_DESCRIPTIONS, contentPageDescription } from './content-page-descriptions';
import { CONTENT_PAGES, findContentPage, listContentPagesUnder } from './content-pages';
import { allNavigationPaths, FOOTER_COLUMNS, NAV_SECTIONS } from './navigation';
import { matchAppRoute } from './routes';

/** A path the browser app opens: a route of the table or a content page. */
function hasPage(path: string): boolean {
  return matchAppRoute(path) !== null || findContentPage(path) !== undefined;
}

/** Spec §2.1: paths the shop links to outside the route table. */
const SPEC_LINKED_PATHS = [
  '/offers',
  '/support',
  '/returns',
  '/contact',
  '/track',
  '/services',
  '/deals',
  '/news',
];

/** Words no Italian title or description needs; their presence means untranslated text. */
const ENGLISH_WORDS = /\b(the|and|your|with|for|our|page|coming soon|lorem|todo)\b/i;
/** At least one common Italian word (articles, prepositions, conjunctions). */
const ITALIAN_WORDS =
  /\b(e|di|da|in|con|per|su|il|lo|la|le|gli|i|un|una|del|della|dei|delle|al|alla|ai|nel|nella|tuo|tua|tuoi|come|che|ogni|più)\b/i;

describe('CONTENT_PAGES', () => {
  it('gives every navigation path a page: an app route or a content page', () => {
    const missing = allNavigationPaths().filter((path) => !hasPage(path));
    expect(missing).toEqual([]);
  });

  it('has a content page for every navigation path outside the route table', () => {
    for (const path of allNavigationPaths()) {
      if (matchAppRoute(path) === null) expect(findContentPage(path), path).toBeDefined();
    }
    // The section pages and family pages of "Prodotti" are catalog routes, not content.
    for (const path of ['/products', '/products/new', '/products/compare', '/products/iphone'])
      expect(findContentPage(path), path).toBeUndefined();
    expect(findContentPage('/news/presentations')).toBeUndefined();
  });

  it('covers the pages the spec says links point to', () => {
    for (const path of SPEC_LINKED_PATHS) expect(findContentPage(path), path).toBeDefined();
  });

  it('never shadows an app route and has no duplicate path', () => {
    const paths = CONTENT_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(matchAppRoute(path), path).toBeNull();
  });

  it('has only normalized absolute paths', () => {
    for (const page of CONTENT_PAGES) expect(page.path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });

  it('has a non-empty Italian title and description for every page', () => {
    const titles = new Set<string>();
    for (const page of CONTENT_PAGES) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.title, page.path).not.toMatch(ENGLISH_WORDS);
      expect(titles.has(page.title), `duplicate title ${page.title}`).toBe(false);
      titles.add(page.title);

      const description = contentPageDescription(page.path);
      expect(description.trim().length, page.path).toBeGreaterThan(40);
      // Fits a search result snippet without being cut.
      expect(description.length, page.path).toBeLessThanOrEqual(160);
      expect(description, page.path).toMatch(ITALIAN_WORDS);
      expect(description, page.path).not.toMatch(ENGLISH_WORDS);
      expect(description, page.path).toMatch(/[.!?]$/);
    }
  });

  it('has descriptions only for the pages of the list', () => {
    const paths = new Set(CONTENT_PAGES.map((page) => page.path));
    for (const path of Object.keys(CONTENT_PAGE_DESCRIPTIONS))
      expect(paths.has(path), path).toBe(true);
  });

  it('links every child page to an existing parent', () => {
    for (const page of CONTENT_PAGES) {
      if (!page.parentPath) continue;
      expect(hasPage(page.parentPath), `${page.path} → ${page.parentPath}`).toBe(true);
      expect(page.parentPath, page.path).not.toBe(page.path);
    }
    for (const section of NAV_SECTIONS.filter((s) => s.id !== 'products')) {
      const children = listContentPagesUnder(section.path).map((page) => page.path);
      const linked = section.columns.flatMap((column) => column.links.map((link) => link.path));
      for (const path of linked.filter((p) => findContentPage(p))) expect(children).toContain(path);
    }
  });

  it('dates the legal pages and the footer’s help pages with terms', () => {
    const dated = ['/privacy', '/terms', '/cookie-policy', '/returns', '/shipping'];
    for (const path of dated) {
      const updatedAt = findContentPage(path)?.updatedAt;
      expect(updatedAt, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(updatedAt ?? '')), path).toBe(false);
    }
    const legalPaths = FOOTER_COLUMNS.find((column) => column.title === 'Legale')?.links ?? [];
    for (const link of legalPaths) expect(findContentPage(link.path)?.kind).toBe('legal');
  });
});

describe('findContentPage', () => {
  it('finds a page with or without a trailing slash', () => {
    expect(findContentPage('/privacy')?.title).toBe('Informativa sulla privacy');
    expect(findContentPage('/privacy/')?.path).toBe('/privacy');
    expect(findContentPage('/deals/outlet//')?.path).toBe('/deals/outlet');
  });

  it('knows nothing of other paths', () => {
    expect(findContentPage('/')).toBeUndefined();
    expect(findContentPage('/privacy/altro')).toBeUndefined();
    expect(findContentPage('/PRIVACY')).toBeUndefined();
  });
});
