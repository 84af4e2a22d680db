/**
 * A FIFO lock for async code in one process. Callers queue in arrival order, so a burst of
 * writers cannot starve an earlier one.
 */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();
  private held = 0;

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => released);
    this.held += 1;
    return previous.then(() => {
      let done = false;
      return () => {
        // Releasing twice would let a third caller in while the second still holds the lock.
        if (done) return;
        done = true;
        this.held -= 1;
        release();
      };
    });
  }

  async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /** True while a holder or a waiter exists; for diagnostics and tests. */
  get isLocked(): boolean {
    return this.held > 0;
  }
}
