import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../domain/routes';
import { NOT_FOUND_MODULE, ROUTE_MODULES } from './route-modules';

describe('ROUTE_MODULES', () => {
  it('has a page component for every route of the table', async () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(Object.keys(APP_ROUTES).sort());
    for (const load of [...Object.values(ROUTE_MODULES), NOT_FOUND_MODULE]) {
      const module = await load();
      expect(typeof module?.default).toBe('function');
    }
  }, 20_000);
});
