import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (the SMS resend wait): `start(n)` begins it, `left` is 0 when idle. */
export function useCountdown(): { readonly left: number; readonly start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left <= 0) return undefined;
    // Ticks against the wall clock, so a backgrounded tab does not slow the countdown down.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);
  return { left, start };
}
