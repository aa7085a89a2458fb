import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../domain/search/search.schema';
import { setupTestApp } from '../../test/helper';

/**
 * Issue "Search" point 5: queries a shopper types, against the sample catalog, each with a
 * product (slug) that must be among the first 3 results.
 */
const RELEVANCE: readonly (readonly [kind: string, query: string, slug: string])[] = [
  // Typos: swapped, missing, extra and wrong letters.
  ['swapped', 'iphnoe', 'iphone-16-pro-128-gb-titanio-nero'],
  ['swapped', 'ihpone 15', 'iphone-15-128-gb-blu'],
  ['swapped', 'ipda pro', 'ipad-pro-11-m4-256-gb-wi-fi-nero-siderale'],
  ['swapped', 'ipad mnii', 'ipad-mini-a17-pro-128-gb-wi-fi-viola'],
  ['swapped', 'iphone 16 pro mxa', 'iphone-16-pro-max-256-gb-titanio-naturale'],
  ['swapped', 'wtach ultra', 'apple-watch-ultra-2-49-mm-gps-cellular-titanio-naturale'],
  ['swapped', 'titanoi naturale', 'iphone-16-pro-512-gb-titanio-naturale'],
  ['swapped', 'celetse', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['missing', 'macbok', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['missing', 'mcbook air', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['missing', 'galasia', 'macbook-air-13-m4-24-gb-512-gb-galassia'],
  ['missing', 'mezanotte', 'iphone-14-ricondizionato-128-gb-mezzanotte'],
  ['missing', 'smartwach', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['missing', 'tunderbolt', 'macbook-pro-14-m4-pro-24-gb-512-gb-nero-siderale'],
  ['missing', 'iphone 15 pro ricondizonato', 'iphone-15-pro-ricondizionato-256-gb-titanio-blu'],
  ['missing', 'iphone16', 'iphone-16-pro-128-gb-titanio-nero'],
  ['extra', 'macbbook air', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['extra', 'ricondizionatto', 'iphone-15-pro-ricondizionato-256-gb-titanio-blu'],
  ['extra', 'ippad air 13', 'ipad-air-13-m2-128-gb-wi-fi-galassia'],
  ['wrong', 'aplle watch', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['wrong', 'oltremara', 'iphone-16-128-gb-oltremare'],
  ['wrong', 'oro rossa', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['wrong', 'magsefe', 'macbook-pro-14-m4-16-gb-512-gb-nero-siderale'],
  // Accents and case.
  ['accents', 'perche', 'iphone-16-128-gb-oltremare'],
  ['accents', 'PERCHÉ', 'iphone-16-128-gb-oltremare'],
  ['accents', 'novita', 'iphone-16e-128-gb-nero'],
  ['accents', 'connettivita cellulare', 'apple-watch-series-10-titanio-46-mm-gps-cellular-ardesia'],
  ['accents', 'qualita ottica', 'iphone-16e-128-gb-nero'],
  ['accents', '10a generazione', 'ipad-10-generazione-64-gb-wi-fi-blu'],
  ['accents', 'Apple Watch Série 10', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['accents', 'Nero Siderale', 'macbook-pro-14-m4-16-gb-512-gb-nero-siderale'],
  // Partial words, as typed in the live panel.
  ['prefix', 'ricond', 'iphone-15-pro-ricondizionato-256-gb-titanio-blu'],
  ['prefix', 'macb', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['prefix', 'tita', 'iphone-16-pro-128-gb-titanio-nero'],
  ['prefix', 'ipad mi', 'ipad-mini-a17-pro-128-gb-wi-fi-viola'],
  ['prefix', 'iphone ti', 'iphone-16-pro-128-gb-titanio-nero'],
  ['prefix', 'ultr', 'apple-watch-ultra-2-49-mm-gps-cellular-titanio-naturale'],
  ['prefix', 'smartw', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['prefix', 'oltre', 'iphone-16-128-gb-oltremare'],
  ['prefix', 'appl penc', 'ipad-pro-11-m4-256-gb-wi-fi-nero-siderale'],
  // Family and model names.
  ['family', 'iphone', 'iphone-16-pro-128-gb-titanio-nero'],
  ['family', 'mac', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['family', 'ipad', 'ipad-pro-11-m4-256-gb-wi-fi-nero-siderale'],
  ['family', 'watch', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['family', 'iphone se', 'iphone-se-64-gb-product-red'],
  ['family', 'apple watch se', 'apple-watch-se-40-mm-gps-mezzanotte'],
  ['family', 'macbook pro 16', 'macbook-pro-16-m4-pro-24-gb-512-gb-argento'],
  ['family', 'iphone 16e', 'iphone-16e-128-gb-nero'],
  ['family', 'ipad 10', 'ipad-10-generazione-64-gb-wi-fi-blu'],
  // Italian words from the descriptions.
  ['italian', 'videochiamate', 'macbook-air-13-m4-16-gb-256-gb-celeste'],
  ['italian', 'impermeabile', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['italian', 'sirena', 'apple-watch-ultra-2-49-mm-gps-cellular-titanio-naturale'],
  ['italian', 'apnee notturne', 'apple-watch-series-10-42-mm-gps-oro-rosa'],
  ['italian', 'spartiti', 'ipad-air-13-m2-128-gb-wi-fi-galassia'],
  ['italian', 'tasto home', 'iphone-se-64-gb-product-red'],
  ['italian', 'seconda vita', 'iphone-14-ricondizionato-128-gb-mezzanotte'],
  ['italian', 'color grading', 'macbook-pro-14-m4-pro-24-gb-512-gb-nero-siderale'],
  ['italian', 'studenti', 'ipad-air-11-m2-256-gb-wi-fi-viola'],
  ['italian', 'ritorno a scuola', 'ipad-10-generazione-64-gb-wi-fi-blu'],
  ['italian', 'piloti e medici', 'ipad-mini-a17-pro-256-gb-wi-fi-cellular-grigio-siderale'],
  ['italian', 'lettura a letto', 'ipad-mini-a17-pro-128-gb-wi-fi-viola'],
];

describe('search relevance on the sample catalog', () => {
  const t = setupTestApp();

  it.each(RELEVANCE)('%s: "%s" has %s in the first 3', async (_kind, query, slug) => {
    const response = await t.app.inject({
      url: `/api/search?limit=3&q=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<SearchResponse>();
    expect(items.map((item) => item.slug)).toContain(slug);
  });

  it.each(['zzzz', 'samsung galaxy', 'x y z'])('"%s" finds nothing', async (query) => {
    const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(query)}` });
    expect(response.json<SearchResponse>()).toMatchObject({ total: 0, items: [] });
  });
});
