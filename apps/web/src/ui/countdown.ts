import { useEffect, useState } from 'react';

/** Whole seconds left of `durationMs` started at `startedAtMs`, at `nowMs`; 0 once over. */
export function secondsLeft(startedAtMs: number, durationMs: number, nowMs: number): number {
  // A clock read before the start (a stale `now`) counts as the start itself.
  const elapsed = Math.max(0, nowMs - startedAtMs);
  return Math.max(0, Math.ceil((durationMs - elapsed) / 1000));
}

/**
 * Seconds left of a countdown of `durationMs` that started at `startedAtMs` (epoch ms),
 * re-rendering every second while it runs; 0 when not started or over.
 */
export function useCountdown(startedAtMs: number | null, durationMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const left = startedAtMs === null ? 0 : secondsLeft(startedAtMs, durationMs, nowMs);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, startedAtMs]);
  return left;
}
