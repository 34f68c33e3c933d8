import { describe, expect, it } from 'vitest';
import { notePaintedAnswers, refetchedWhenShown } from './query-freshness';

// ADR 0024: data that changes under the user's eyes is refetched whenever shown, but an answer the
// server fetched for the page's first paint is taken as it is by the page's hydration.
describe('refetchedWhenShown', () => {
  it('is stale at once, but for an answer the first paint brought, until it is fetched again', () => {
    const painted = { queryHash: '["tidrapport",1]', state: { dataUpdatedAt: 1_000 } };
    const other = { queryHash: '["tidrapport",2]', state: { dataUpdatedAt: 1_000 } };
    expect(refetchedWhenShown(painted)).toBe(0);
    notePaintedAnswers([painted]);
    expect(refetchedWhenShown(painted)).toBeGreaterThan(0);
    expect(refetchedWhenShown(other)).toBe(0);
    // Fetched again in the browser: always refetched when shown from then on.
    expect(refetchedWhenShown({ ...painted, state: { dataUpdatedAt: 2_000 } })).toBe(0);
  });
});
