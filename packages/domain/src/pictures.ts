import { PICTURE_TYPES } from './constants';

export type PictureFormat = 'jpeg' | 'png' | 'bmp' | 'heif';

/** SPEC §5 Pictures: the declared type (extension or MIME type) of an accepted picture, or null. */
export function pictureFormatOfType(type: string): PictureFormat | null {
  const t = type
    .trim()
    .toLowerCase()
    .replace(/^image\//, '')
    .replace(/^\./, '');
  if (!(PICTURE_TYPES as readonly string[]).includes(t) && t !== 'pjpeg') return null;
  if (t === 'jpg' || t === 'jpeg' || t === 'jfif' || t === 'pjpeg') return 'jpeg';
  if (t === 'heic' || t === 'heif') return 'heif';
  return t as PictureFormat;
}

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif', 'avif'];

/** What a file really is, by its first bytes (never trust the name or the declared type). */
export function sniffPictureFormat(b: Uint8Array): PictureFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if (b.length >= 12) {
    const box = String.fromCharCode(...b.subarray(4, 8));
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (box === 'ftyp' && HEIF_BRANDS.includes(brand)) return 'heif';
  }
  return null;
}
