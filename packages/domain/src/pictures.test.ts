import { describe, expect, it } from 'vitest';
import { pictureFormatOfType, sniffPictureFormat } from './pictures';

const bytes = (...v: number[]) => Uint8Array.from([...v, ...new Array(30).fill(0)]);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('pictures (SPEC §5 Pictures)', () => {
  it.each([
    ['png', 'png'],
    ['image/png', 'png'],
    ['JPG', 'jpeg'],
    ['image/jpeg', 'jpeg'],
    ['jfif', 'jpeg'],
    ['.heic', 'heif'],
    ['heif', 'heif'],
    ['bmp', 'bmp'],
    ['gif', null],
    ['image/svg+xml', null],
    ['pdf', null],
  ])('declared type %s → %s', (type, format) => {
    expect(pictureFormatOfType(type)).toBe(format);
  });

  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    [bytes(0x42, 0x4d), 'bmp'],
    [bytes(0, 0, 0, 0x18, ...ascii('ftypheic')), 'heif'],
    [bytes(0, 0, 0, 0x18, ...ascii('ftypmp42')), null],
    [bytes(...ascii('GIF89a')), null],
    [bytes(...ascii('<svg')), null],
    [Uint8Array.from([0xff, 0xd8]), null],
  ])('sniffs %#', (b, format) => {
    expect(sniffPictureFormat(b)).toBe(format);
  });
});
