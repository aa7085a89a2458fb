import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../domain/content-pages';
import { APP_ROUTES, type AppRouteKey } from '../../domain/routes';
import { serverRenderedModuleFiles } from './router';

// Every source file of src/web, by its path from here (not loaded: lazy imports).
const WEB_SOURCES = new Set(Object.keys(import.meta.glob('../**/*.tsx')));

describe('the routes the server renders (decision 027)', () => {
  it('are public pages, each named by source files that exist (the manifest keys)', () => {
    const rendered = (Object.keys(APP_ROUTES) as AppRouteKey[]).filter(
      (key) => serverRenderedModuleFiles(key) !== null,
    );
    expect(rendered.sort()).toEqual(['home', 'product', 'products', 'productsNew', 'search']);
    for (const key of rendered) expect(APP_ROUTES[key].access).toBe('public');
    const files = [
      ...rendered.flatMap((key) => serverRenderedModuleFiles(key)!),
      ...CONTENT_PAGES.flatMap((page) => serverRenderedModuleFiles(`content:${page.path}`)!),
    ];
    for (const file of files) expect(WEB_SOURCES.has(`../${file}`), file).toBe(true);
  });

  it('leave private, guest-only and browser-state pages to the browser', () => {
    for (const key of ['checkout', 'profile', 'admin', 'login', 'shoppingBag', 'productsCompare']) {
      expect(serverRenderedModuleFiles(key)).toBeNull();
    }
    expect(serverRenderedModuleFiles('content:/no-such-page')).toBeNull();
    expect(serverRenderedModuleFiles('not-found')).toBeNull();
  });
});
