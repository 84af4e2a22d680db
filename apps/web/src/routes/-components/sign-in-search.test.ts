import { describe, expect, it } from 'vitest';
import { parseLoginSearch, parseRegisterSearch, safeRedirect } from './sign-in-search';

describe('safeRedirect', () => {
  it.each([
    '/invite/abc123',
    '/invite/abc123?lang=fr',
    '/student',
    '/manager/classes/c-1#members',
    '/',
  ])('keeps the path %j of this site', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative address', '//evil.test/invite/abc'],
    ['a backslash that browsers read as a slash', '/\\evil.test'],
    ['a backslash further on', '/invite/\\\\evil.test'],
    ['a tab that browsers drop', '/\t/evil.test'],
    ['a newline that browsers drop', '/\n/evil.test'],
    ['an absolute http address', 'https://evil.test/invite/abc'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,hi'],
    ['a relative path', 'invite/abc'],
    ['an empty text', ''],
    ['a very long path', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [['/invite/abc']], [{ href: '/x' }]])(
    'refuses the non-text %j',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );
});

describe('parseLoginSearch', () => {
  it('keeps a known identity, a safe redirect and an e-mail', () => {
    expect(
      parseLoginSearch({ identity: 'teacher', redirect: '/invite/t1', email: 'li@school.test' }),
    ).toEqual({ identity: 'teacher', redirect: '/invite/t1', email: 'li@school.test' });
    expect(parseLoginSearch({ identity: 'manager' })).toEqual({ identity: 'manager' });
  });

  it('drops an unknown identity and an unsafe redirect', () => {
    expect(parseLoginSearch({ identity: 'admin', redirect: '//evil.test' })).toEqual({});
  });
});

describe('parseRegisterSearch', () => {
  it('pre-selects students and teachers only: a school is set up with us', () => {
    expect(parseRegisterSearch({ identity: 'student' })).toEqual({ identity: 'student' });
    expect(parseRegisterSearch({ identity: 'teacher' })).toEqual({ identity: 'teacher' });
    expect(parseRegisterSearch({ identity: 'manager' })).toEqual({});
  });
});
