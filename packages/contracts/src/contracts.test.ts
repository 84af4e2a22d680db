import { describe, expect, it } from 'vitest';
import { API_PREFIXES, ApiPaths, isApiPath } from './paths.js';
import { toLocale } from './locales.js';
import { sessionGrantSchema } from './session.js';

describe('ApiPaths', () => {
  it('holds every call once, each under an API prefix', () => {
    const paths = Object.values(ApiPaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(
        API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`)),
        path,
      ).toBe(true);
      expect(isApiPath(path), path).toBe(true);
    }
  });
});

describe('isApiPath', () => {
  it('is true under the API prefixes and false for pages', () => {
    expect(isApiPath('/atelier/unknown')).toBe(true);
    expect(isApiPath('/www')).toBe(true);
    expect(isApiPath('/about/article/list')).toBe(true);
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/atelierx')).toBe(false);
    expect(isApiPath('/student/account')).toBe(false);
  });

  it('leaves /about pages to the web app: /about/#/{article} arrives as /about/', () => {
    expect(isApiPath('/about/')).toBe(false);
    expect(isApiPath('/about')).toBe(false);
    expect(isApiPath('/about/our-method')).toBe(false);
    expect(isApiPath('/about/article/data')).toBe(true);
  });
});

describe('toLocale', () => {
  it('picks a supported language and falls back to en', () => {
    expect(toLocale('zh-CN')).toBe('zh');
    expect(toLocale('FR')).toBe('fr');
    expect(toLocale('de')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale(['zh'])).toBe('en');
  });
});

describe('sessionGrantSchema', () => {
  const user = {
    id: 'u1',
    email: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    avatar: null,
    role: 'teacher',
  };
  it('accepts a grant with a provider domain and refuses one without a token value', () => {
    expect(
      sessionGrantSchema.safeParse({
        user,
        tokenName: 'x-atelier-token',
        tokenValue: 't',
        role: 'teacher',
        provider: 'kenya',
        providerExtra: { domain: 'k.test' },
      }).success,
    ).toBe(true);
    expect(
      sessionGrantSchema.safeParse({
        user,
        tokenName: 'x-atelier-token',
        tokenValue: '',
        role: 'teacher',
      }).success,
    ).toBe(false);
  });
});
