import { startTransition, useEffect, useState } from 'react';

/** Cards drawn with the first paint: what a screen shows. */
export const firstCards = 2;
/** Cards added per later step, each step its own short task. */
export const cardsPerStep = 1;

/**
 * How many of `total` timeline cards to draw: the first screen's at once, the rest a few at a
 * time after the browser has painted, so no single task holds the main thread for the whole page
 * and the first cards are not held back by the ones below them.
 */
export function useRenderedCount(total: number): number {
  const [count, setCount] = useState(firstCards);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setCount((current) => current + cardsPerStep));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
