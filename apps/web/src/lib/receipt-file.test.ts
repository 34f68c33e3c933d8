import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '@lonportal/domain/compensations/receipt-file';
import { base64Of, readReceiptFile } from './receipt-file';

const fileOf = (bytes: Uint8Array, name = 'kvitto', size = bytes.length) => ({
  name,
  size,
  arrayBuffer: async () => bytes.slice().buffer,
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('readReceiptFile', () => {
  it('takes a file by its bytes and sends it as base64 with its true type', async () => {
    const read = await readReceiptFile(fileOf(PNG, 'kvitto.jpg'));
    expect(read).toEqual({
      file: { content: Buffer.from(PNG).toString('base64'), type: 'image/png', name: 'kvitto.jpg' },
    });
  });

  it('refuses a file that is no picture or PDF, whatever its name says', async () => {
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    expect(await readReceiptFile(fileOf(text, 'kvitto.png'))).toEqual({
      problem: 'errors.invalidReceiptFile',
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    expect(await readReceiptFile(fileOf(PNG, 'stor.png', RECEIPT_MAX_BYTES + 1))).toEqual({
      problem: 'errors.receiptTooLarge',
    });
  });
});

describe('base64Of', () => {
  it('encodes more bytes than one call may spread', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 256);
    expect(base64Of(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
