import { reencodeImage, type EncodedImage } from '../../shared/images';

/** Longest side of a stored company picture; the web shows it as an avatar. */
const MAX_SIDE = 1024;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

export type EncodedPicture = EncodedImage;

/**
 * Checks what the bytes really are and re-encodes them (SPEC §5 Pictures) with the shared
 * re-encoder (shared/images.ts: EXIF rotation applied, metadata and appended bytes dropped), at
 * most 1024 px a side; PNG when the picture has transparency, else JPEG. Returns null for anything
 * that is not a picture we can decode.
 */
export async function reencodePicture(buf: Buffer): Promise<EncodedPicture | null> {
  const picture = await reencodeImage(buf, {
    maxPixels: MAX_INPUT_PIXELS,
    maxSide: MAX_SIDE,
    format: 'alpha',
    quality: 85,
  });
  return typeof picture === 'string' ? null : picture;
}
