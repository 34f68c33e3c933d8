import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newVersionStore, resetBuildIdForTests } from './build-id';
import { buildVersion, checkShellIsCurrent, entryOfShell } from './service-worker';

describe('the release a shell starts', () => {
  it("is the path of index.html's module script, whatever the attributes' order and quotes", () => {
    const built =
      '<head><script src="/theme.js"></script>' +
      '<script type="module" crossorigin src="/assets/index-DQWywee6.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/first-page-x1.js"></head>';
    expect(entryOfShell(built)).toBe('/assets/index-DQWywee6.js');
    expect(entryOfShell("<script crossorigin src='/assets/index-A.js?x=1' type=module></script>")).toBe(
      '/assets/index-A.js?x=1',
    );
    expect(entryOfShell('<script type="module">inline()</script><p>no entry</p>')).toBeNull();
  });

  it("names the worker's version after the entry script's hashed name", () => {
    expect(buildVersion('https://portal.example/assets/index-DQWywee6.js')).toBe('index-DQWywee6');
  });
});

describe("a page painted from the worker's cached shell", () => {
  const ENTRY = 'https://portal.example/assets/index-old1.js';
  const shell = (entry: string) => `<script type="module" crossorigin src="${entry}"></script>`;
  const serverAnswers = (res: Response | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (res instanceof Error ? Promise.reject(res) : res)),
    );
  beforeEach(resetBuildIdForTests);
  afterEach(() => vi.unstubAllGlobals());

  it('starts the new-version countdown when the server starts another entry script', async () => {
    serverAnswers(new Response(shell('/assets/index-new2.js')));
    await checkShellIsCurrent(ENTRY);
    expect(newVersionStore.get()).toEqual(expect.any(Number));
  });

  it('stays quiet when the release is the same, the server fails or the network is down', async () => {
    for (const res of [
      new Response(shell('/assets/index-old1.js')),
      new Response('Unavailable', { status: 503 }),
      new TypeError('Failed to fetch'),
    ]) {
      serverAnswers(res);
      await checkShellIsCurrent(ENTRY);
    }
    expect(newVersionStore.get()).toBeNull();
  });
});
