import { PICTURE_MAX_BYTES_WEB } from '@lonportal/domain/constants';
import { pictureFormatOfType } from '@lonportal/domain/pictures';

/** The pictures the upload button offers (SPEC §5 Pictures). */
export const PICTURE_ACCEPT = '.heic,.heif,.jpeg,.jpg,.jfif,.png,.bmp';

/** The longest side of the uploaded square: enough for every place the avatar shows. */
const OUTPUT_SIZE = 512;

export type PictureProblem = 'invalidImage' | 'imageTooLarge';

/** SPEC §5, §9: the chosen file's type (by MIME type or extension) and size, checked before upload. */
export function checkPictureFile(file: Pick<File, 'name' | 'type' | 'size'>): PictureProblem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1] ?? '';
  if (!pictureFormatOfType(file.type) && !pictureFormatOfType(extension)) return 'invalidImage';
  if (file.size > PICTURE_MAX_BYTES_WEB) return 'imageTooLarge';
  return null;
}

/** Loads an image; rejects when the browser cannot decode it (HEIC in most browsers). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the picture could not be decoded'));
    img.src = src;
  });
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cropped square as PNG, in base64 without the data: prefix. */
export function cropToPngBase64(img: HTMLImageElement, area: PixelArea): string {
  const size = Math.max(1, Math.min(OUTPUT_SIZE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/png').replace(/^data:[^,]*,/, '');
}
