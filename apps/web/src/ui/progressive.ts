import { startTransition, useEffect, useState } from 'react';

let wholeOnMount = false;

/**
 * Whether a long page mounts whole: a page the server paints renders all of it (its largest paint
 * is then in the HTML), and the browser's hydration must start from the same (ADR 0024). From the
 * next navigation on, pages render in steps again.
 */
export function setWholeOnMount(whole: boolean): void {
  wholeOnMount = whole;
}

/**
 * How many of `total` parts of a long page to render: one at once, then twice as many after each
 * commit (1, 2, 4, 8…), each step a transition. A month of day cards rendered and
 * committed in one go held a phone's main thread for a second; in steps, each render yields to the
 * browser and each commit is short, so the first week shows (and takes taps) while the rest follows,
 * and a year's 53 weeks take seven steps. `key` starts over (another period, employee or data).
 */
export function useProgressiveCount(total: number, key: string): number {
  const [state, setState] = useState(() => ({ key, shown: wholeOnMount ? Infinity : 1 }));
  const shown = state.key === key ? state.shown : 1;
  if (state.key !== key) setState({ key, shown: 1 });
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setState((s) => (s.key === key ? { key, shown: s.shown * 2 } : s)));
  }, [key, shown, total]);
  return Math.min(shown, total);
}
