import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (mention search 250 ms, GIF search 300 ms). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
