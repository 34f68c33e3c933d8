import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to render: `first` at once, then `step` more after each
 * commit, each step a transition (issue 12). A month of day cards rendered and committed in one go
 * held a phone's main thread for a second; in steps, each render yields to the browser and each
 * commit is short, so the first week shows (and takes taps) while the rest follows. `key` starts
 * over (another period or employee).
 */
export function useProgressiveCount(total: number, first: number, step: number, key: string): number {
  const [state, setState] = useState({ key, shown: first });
  const shown = state.key === key ? state.shown : first;
  if (state.key !== key) setState({ key, shown: first });
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setState((s) => (s.key === key ? { key, shown: s.shown + step } : s)));
  }, [key, shown, step, total]);
  return Math.min(shown, total);
}
