import { describe, expect, it } from 'vitest';
import { pageCount } from './message-queries';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
  ])('%i messages, 10 a page: %i page(s)', (total, expected) => {
    expect(pageCount(total, 10)).toBe(expected);
  });
});
