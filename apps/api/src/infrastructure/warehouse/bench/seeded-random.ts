/**
 * mulberry32: a tiny, fast PRNG with a 32-bit state. Benchmarks and tests need the same data on
 * every run, which Math.random cannot give.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, bound). */
  int(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  uint32(): number {
    return Math.floor(this.next() * 4_294_967_296) >>> 0;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const COUNTER_HEX = Array.from({ length: 0x1000 }, (_, i) => `7${i.toString(16).padStart(3, '0')}`);

function hex32(value: number): string {
  return (
    (HEX[(value >>> 24) & 0xff] as string) +
    (HEX[(value >>> 16) & 0xff] as string) +
    (HEX[(value >>> 8) & 0xff] as string) +
    (HEX[value & 0xff] as string)
  );
}

/**
 * RFC 9562 UUIDv7 from a given clock and the seeded PRNG, monotonic like the uuid package's
 * (a 12-bit counter in rand_a when the clock stands still), so ids sort in creation order
 * and the event store's id index grows at its right edge, as it does in production.
 */
export class DeterministicUuidV7 {
  private lastMs = -1;
  private counter = 0;
  /** "tttttttt-tttt-" of lastMs: the benchmark draws millions of ids, many per millisecond. */
  private timePrefix = '';

  constructor(private readonly random: SeededRandom) {}

  next(unixMs: number): string {
    let ms = Math.floor(unixMs);
    if (ms <= this.lastMs) {
      ms = this.lastMs;
      this.counter += 1;
      if (this.counter > 0xfff) {
        ms += 1;
        this.counter = 0;
      }
    } else {
      this.counter = 0;
    }
    if (ms !== this.lastMs) {
      const time = ms.toString(16).padStart(12, '0');
      this.timePrefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-`;
      this.lastMs = ms;
    }
    // Variant bits 10 in the top of rand_b.
    const high = ((this.random.uint32() & 0x3fffffff) | 0x80000000) >>> 0;
    const low = this.random.uint32();
    const b1 = hex32(high);
    return `${this.timePrefix}${COUNTER_HEX[this.counter] as string}-${b1.slice(0, 4)}-${b1.slice(4, 8)}${hex32(low)}`;
  }
}
