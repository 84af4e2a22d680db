import { describe, expect, it, vi } from 'vitest';
import { normaliseHashUrl, normaliseLocation } from './hash-url';

describe('normaliseHashUrl', () => {
  it.each([
    ['/user/', '', '#/login', '/user/login'],
    ['/user/', '', '#/register', '/user/register'],
    ['/user', '', '#/login', '/user/login'],
    ['/student', '', '#/account', '/student/account'],
    ['/teacher/', '', '#/account', '/teacher/account'],
    ['/manager', '', '#/account', '/manager/account'],
    ['/about/', '', '#/our-teachers', '/about/our-teachers'],
    ['/', '', '#/login', '/login'],
    ['/', '', '#/', '/'],
    ['/student', '', '#/', '/student'],
    ['/user/index.html', '', '#/login', '/user/login'],
    ['/user//', '', '#//login', '/user/login'],
  ])('%s%s%s -> %s', (pathname, search, hash, expected) => {
    expect(normaliseHashUrl(pathname, search, hash)).toBe(expected);
  });

  it('keeps the query of the page and of the hash route, page first', () => {
    expect(normaliseHashUrl('/user/', '?lang=fr', '#/register?code=abc')).toBe(
      '/user/register?lang=fr&code=abc',
    );
    expect(normaliseHashUrl('/user/', '', '#/login?redirect=%2Fstudent')).toBe(
      '/user/login?redirect=%2Fstudent',
    );
  });

  it.each([[''], ['#'], ['#main'], ['#regional-partners']])(
    'leaves a URL whose hash is not a route (%j) alone',
    (hash) => {
      expect(normaliseHashUrl('/cooperation', '', hash)).toBeNull();
    },
  );
});

describe('normaliseLocation', () => {
  it('replaces a hash-route location with its path form', () => {
    const replace = vi.fn();
    expect(normaliseLocation({ pathname: '/user/', search: '', hash: '#/login' }, replace)).toBe(
      true,
    );
    expect(replace).toHaveBeenCalledExactlyOnceWith('/user/login');
  });

  it('does not touch an ordinary location', () => {
    const replace = vi.fn();
    expect(normaliseLocation({ pathname: '/blog', search: '?page=2', hash: '#top' }, replace)).toBe(
      false,
    );
    expect(replace).not.toHaveBeenCalled();
  });
});
