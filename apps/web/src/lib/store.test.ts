import { describe, expect, it } from 'vitest';
import { createStore, resetStores } from './store';

// ADR 0024: the server renders one visitor's page after another with the same modules; before each,
// every store goes back to its first value, so nothing of one visitor reaches the next.
describe('resetStores', () => {
  it('puts every store back to its first value and tells its listeners nothing', () => {
    const count = createStore(0);
    const shown = createStore<{ text: string } | null>(null);
    let told = 0;
    count.subscribe(() => told++);
    count.set(3);
    shown.set({ text: 'Per Andersson' });
    expect(told).toBe(1);
    resetStores();
    expect(count.get()).toBe(0);
    expect(shown.get()).toBeNull();
    expect(told).toBe(1);
  });
});
