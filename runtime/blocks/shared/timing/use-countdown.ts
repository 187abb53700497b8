import { useEffect, useState } from 'react';

/** Seconds left of a countdown that starts at `seconds` when `running` turns true and stops at 0. */
export function useCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    // Measured against the clock, not counted ticks, so a throttled background tab does not stretch it.
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, running]);
  return left;
}
