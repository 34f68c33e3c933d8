import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeFileFailure, fetchFile, fileFailureStore, usesDataUrl } from './file-transfer';

afterEach(() => {
  vi.unstubAllGlobals();
  fileFailureStore.set(null);
});

describe('file transfer (SPEC §8, §9)', () => {
  it('hands over files up to about 2 MB as data URLs', () => {
    expect(usesDataUrl(2 * 1024 * 1024)).toBe(true);
    expect(usesDataUrl(2 * 1024 * 1024 + 1)).toBe(false);
  });

  it('turns an error answer into the code key and the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ Code: 40401, Message: 'Rapporten finns inte.' }), { status: 404 }),
      ),
    );
    const err = await fetchFile('/rapporter/x.pdf').catch((e: unknown) => e);
    expect(describeFileFailure(err)).toEqual({
      messageKey: 'errors.notFound',
      serverMessage: 'Rapporten finns inte.',
    });
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await fetchFile('/rapporter/x.pdf').catch((e: unknown) => e);
    expect(describeFileFailure(err)).toEqual({ messageKey: 'errors.network', serverMessage: '' });
  });

  it('returns the file when the server answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { status: 200 })),
    );
    expect(await (await fetchFile('/rapporter/x.pdf')).text()).toBe('%PDF-1.7');
  });
});
