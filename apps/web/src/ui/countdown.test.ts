import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it.each([
    [0, 60],
    [1, 60],
    [999, 60],
    [1_000, 59],
    [59_001, 1],
    [60_000, 0],
    [90_000, 0],
  ])('%i ms after the start of 60 s: %i s left', (elapsed, expected) => {
    expect(secondsLeft(1_000_000, 60_000, 1_000_000 + elapsed)).toBe(expected);
  });

  it('counts a clock read before the start as the start', () => {
    expect(secondsLeft(1_000_000, 60_000, 900_000)).toBe(60);
  });
});
