// PUT /ftgpicture (SPEC §2.5 Company avatar, §5 Pictures): the company's new picture, checked for
// what it really is and re-encoded; every open browser of the company shows it (RESOURCE_UPDATED).
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES_APP, pictureFormatOfType } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { decodeUpload } from '../../shared/uploads';
import { reencodePicture } from './image';
import * as repo from './repository';

export async function replaceCompanyPicture(
  app: FastifyInstance,
  { company }: CompanyContext,
  upload: { Content: string; Type: string },
): Promise<{ Id: string }> {
  if (!pictureFormatOfType(upload.Type)) throw new ApiError('InvalidImage');
  const raw = decodeUpload(upload.Content);
  if (raw.length > PICTURE_MAX_BYTES_APP) throw new ApiError('ImageTooLarge');
  const picture = await reencodePicture(raw);
  if (!picture) throw new ApiError('InvalidImage');
  const Id = await repo.replaceCompanyPicture(app.db, company.ftgId, picture);
  await app.bus.publish({
    Event: 'RESOURCE_UPDATED',
    Payload: { Resource: 'companyInfo' },
    FtgId: company.ftgId,
  });
  return { Id };
}
