// DELETE /ftgpicture (SPEC §2.5 Company avatar): the company's picture goes; 404 when it had none.
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

export async function deleteCompanyPicture(app: FastifyInstance, { company }: CompanyContext): Promise<void> {
  if (!(await repo.deleteCompanyPicture(app.db, company.ftgId))) throw new ApiError('NotFound');
  await app.bus.publish({
    Event: 'RESOURCE_UPDATED',
    Payload: { Resource: 'companyInfo' },
    FtgId: company.ftgId,
  });
}
