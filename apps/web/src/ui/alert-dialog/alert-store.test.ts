import { describe, expect, it, vi } from 'vitest';
import { createAlertStore } from './alert-store';

describe('createAlertStore', () => {
  it("shows alerts one at a time and runs the confirmed alert's callback after removing it", () => {
    const sut = createAlertStore();
    const order: string[] = [];
    sut.show('session ended', () =>
      order.push(`confirmed, now showing: ${sut.getSnapshot()?.message}`),
    );
    sut.show('second');

    const first = sut.getSnapshot();
    expect(first?.message).toBe('session ended');
    sut.confirm(first?.id ?? -1);

    expect(order).toEqual(['confirmed, now showing: second']);
    sut.confirm(sut.getSnapshot()?.id ?? -1);
    expect(sut.getSnapshot()).toBeNull();
  });

  it('ignores a second confirmation of the same alert', () => {
    const sut = createAlertStore();
    const onConfirm = vi.fn();
    sut.show('once', onConfirm);
    const id = sut.getSnapshot()?.id ?? -1;

    sut.confirm(id);
    sut.confirm(id);

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
