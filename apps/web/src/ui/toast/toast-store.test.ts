import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stacks toasts in arrival order and removes each after its duration', () => {
    const sut = createToastStore();
    sut.show('first', { durationMs: 5000 });
    vi.advanceTimersByTime(2000);
    sut.show('second', { durationMs: 5000 });

    expect(sut.getSnapshot().map((toast) => toast.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(2999);
    expect(sut.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sut.getSnapshot().map((toast) => toast.message)).toEqual(['second']);
    vi.advanceTimersByTime(2000);
    expect(sut.getSnapshot()).toEqual([]);
  });

  it('dismisses a toast early and notifies subscribers of each change', () => {
    const sut = createToastStore();
    const listener = vi.fn();
    const unsubscribe = sut.subscribe(listener);

    const id = sut.show('oops', { durationMs: 5000 });
    sut.dismiss(id);
    sut.dismiss(id);
    vi.advanceTimersByTime(5000);

    expect(sut.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    sut.show('unheard', { durationMs: 10 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object while nothing changes (for useSyncExternalStore)', () => {
    const sut = createToastStore();
    sut.show('a', { durationMs: 100, tone: 'info' });
    expect(sut.getSnapshot()).toBe(sut.getSnapshot());
    expect(sut.getSnapshot()[0]?.tone).toBe('info');
  });
});
