import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_MAX_BYTES_APP, rolesThatCan } from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { uploadBodyLimit } from '../../shared/uploads';
import { deleteCompanyPicture } from './delete-company-picture';
import { findPicture } from './find-picture';
import { replaceCompanyPicture } from './replace-company-picture';

const tags = ['Company picture'];
/** canEdit (SPEC §2.5 Company avatar): the administrators of the company. */
const EDITORS = rolesThatCan('editCompanyPicture');
// The 10 MB app limit (SPEC §9) as base64 in JSON.
const BODY_LIMIT = uploadBodyLimit(PICTURE_MAX_BYTES_APP);

const PictureUploadSchema = z.object({
  Content: z.string().min(1, { error: 'validation.required' }),
  Type: z.string().min(1, { error: 'validation.required' }).max(50),
});

/** SPEC §7: PUT/DELETE /ftgpicture for the request's company, GET as an image source. */
export default async function companyPictureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/ftgpicture', {
    config: { access: { roles: EDITORS } },
    bodyLimit: BODY_LIMIT,
    schema: { tags, body: PictureUploadSchema, response: { 200: z.object({ Id: z.uuid() }) } },
    handler: async (req) => replaceCompanyPicture(app, requireCompany(req), req.body),
  });

  r.delete('/api/ftgpicture', {
    config: { access: { roles: EDITORS } },
    schema: { tags, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deleteCompanyPicture(app, requireCompany(req));
      return reply.code(204).send(null);
    },
  });

  r.get('/api/ftgpicture/:FtgId/:PictureId', {
    config: {
      // An <img src>: the browser sends the cookie but cannot add the API marker header.
      access: 'company',
      apiMarker: false,
      // Unlike a receipt or an attachment, the company's picture (its logo, SPEC §2.5) is no
      // employee's personal data, and every page's header shows it: the browser keeps it. A new
      // picture has a new id, so a kept one is never shown stale; `private` keeps it out of shared
      // proxies; and it was re-encoded on upload (no metadata, no appended bytes).
      cacheControl: 'private, max-age=31536000, immutable',
    },
    schema: { tags, params: z.object({ FtgId: z.uuid(), PictureId: z.uuid() }) },
    handler: async (req, reply) => {
      const picture = await findPicture(app.db, req.params.FtgId, req.params.PictureId);
      return reply
        .type(picture.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(picture.content);
    },
  });
}
