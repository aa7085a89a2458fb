import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, preloadModules, readPageModuleUrls } from './page-data';

function pageWithModules(modules: string | null) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  if (modules !== null) element.setAttribute('data-modules', modules);
  element.textContent = '{}';
  document.body.append(element);
}

const preloadedUrls = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("a server-rendered page's chunks", () => {
  it('are read from the data element, paths of this shop only', () => {
    pageWithModules(
      '/assets/startup-1.js /assets/home.page-2.js //elsewhere.example/x.js https://x.example/y.js',
    );
    expect(readPageModuleUrls()).toEqual(['/assets/startup-1.js', '/assets/home.page-2.js']);
  });

  it('are none on a page without the element or the attribute', () => {
    expect(readPageModuleUrls()).toEqual([]);
    pageWithModules(null);
    expect(readPageModuleUrls()).toEqual([]);
  });

  it('are preloaded as modules, once each, beside what the page already preloads', () => {
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/boot-0.js';
    document.head.append(existing);

    preloadModules(['/assets/boot-0.js', '/assets/startup-1.js', '/assets/startup-1.js']);

    expect(preloadedUrls()).toEqual(['/assets/boot-0.js', '/assets/startup-1.js']);
    const added = document.head.querySelector<HTMLLinkElement>('link[href="/assets/startup-1.js"]');
    expect(added?.crossOrigin).toBe('');
  });
});
