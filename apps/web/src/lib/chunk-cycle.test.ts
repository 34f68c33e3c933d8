import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../vite-chunk-cycle';

// The web build fails on chunks that import each other in a circle (vite.config.ts, routePreloads):
// a painted page runs its files one by one in the order they import each other.

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports });

describe('chunkCycle', () => {
  it('finds none where every chunk only imports those below it', () => {
    expect(
      chunkCycle([
        chunk('index', 'app', 'framework'),
        chunk('app', 'mui', 'framework'),
        chunk('mui'),
        chunk('framework'),
      ]),
    ).toBeNull();
  });

  it('names the chunks of a circle, the first again at the end', () => {
    expect(
      chunkCycle([
        chunk('index', 'app'),
        chunk('app', 'packages'),
        chunk('packages', 'mui'),
        chunk('mui', 'app'),
      ]),
    ).toEqual(['app', 'packages', 'mui', 'app']);
    expect(chunkCycle([chunk('self', 'self')])).toEqual(['self', 'self']);
  });
});
