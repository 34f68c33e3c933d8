// GET /ftgpicture/{FtgId}/{PictureId} (SPEC §7): a stored picture of the company, or 404.
import type { Db } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

export async function findPicture(db: Db, ftgId: string, pictureId: string) {
  const picture = await repo.findPicture(db, ftgId, pictureId);
  if (!picture) throw new ApiError('NotFound');
  return picture;
}
