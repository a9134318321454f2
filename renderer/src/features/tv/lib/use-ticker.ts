import { useEffect, useState } from 'react';

/** Counts intervals of `ms` while `active`; starts again from 0 each time it becomes active. */
export function useTicker(ms: number, active: boolean): number {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    setTicks(0);
    if (!active) return;
    const timer = setInterval(() => setTicks((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms, active]);
  return ticks;
}
