import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES_WEB } from '@lonportal/domain/constants';
import { checkPictureFile } from './picture-file';

describe('checkPictureFile (SPEC §5 Pictures, §9 2 MB on web)', () => {
  it.each([
    [{ name: 'logo.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'logo.JPG', type: '', size: 1000 }, null],
    [{ name: 'photo.heic', type: '', size: 1000 }, null],
    [{ name: 'scan.jfif', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'logo.gif', type: 'image/gif', size: 1000 }, 'invalidImage'],
    [{ name: 'notes.txt', type: 'text/plain', size: 10 }, 'invalidImage'],
    [{ name: 'big.png', type: 'image/png', size: PICTURE_MAX_BYTES_WEB }, null],
    [{ name: 'big.png', type: 'image/png', size: PICTURE_MAX_BYTES_WEB + 1 }, 'imageTooLarge'],
  ])('%j → %s', (file, expected) => {
    expect(checkPictureFile(file)).toBe(expected);
  });
});
