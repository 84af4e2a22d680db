import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseHashUrl } from '../../../app/hash-url';
import { SITE_PAGE_PATHS } from './site-paths';

/** The route file of a path, with the dots escaped as the router's file names write them. */
function routeSource(path: string): string {
  const file = `${path.slice(1).replace(/\./g, '[.]')}.tsx`;
  return readFileSync(new URL(`../../../routes/${file}`, import.meta.url), 'utf8');
}

describe('site page paths', () => {
  it('match the route files built for the chosen product slug', () => {
    expect(SITE_PAGE_PATHS.cases).toBe('/kids-success-case-demo.html');
    for (const path of Object.values(SITE_PAGE_PATHS)) {
      expect(routeSource(path)).toContain(`createFileRoute('${path}')`);
    }
  });

  it('turns the spec’s hash URL of an about article into the /about/$url route', () => {
    expect(normaliseHashUrl('/about/', '', '#/our-method')).toBe('/about/our-method');
    expect(normaliseHashUrl('/about', '', '#/curriculum')).toBe('/about/curriculum');
  });
});
