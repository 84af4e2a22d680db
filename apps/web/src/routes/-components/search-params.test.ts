import { describe, expect, it } from 'vitest';
import { parsePageSearch } from './centre-loaders';
import { parseEmailSearch } from './email-search';

describe('parsePageSearch', () => {
  it.each([
    [{ page: 3 }, { page: 3 }],
    [{ page: '2' }, { page: 2 }],
    [{ page: 1 }, {}],
    [{ page: 0 }, {}],
    [{ page: -4 }, {}],
    [{ page: 2.5 }, {}],
    [{ page: 'two' }, {}],
    [{}, {}],
  ])('%j → %j', (search, expected) => {
    expect(parsePageSearch(search)).toEqual(expected);
  });
});

describe('parseEmailSearch', () => {
  it('keeps a text e-mail, drops anything else', () => {
    expect(parseEmailSearch({ email: 'mia@family.test' })).toEqual({ email: 'mia@family.test' });
    expect(parseEmailSearch({ email: '' })).toEqual({});
    expect(parseEmailSearch({ email: ['a@b.c'] })).toEqual({});
    expect(parseEmailSearch({ email: `${'a'.repeat(250)}@b.cd` })).toEqual({});
  });
});
