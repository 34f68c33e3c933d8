// The set-up of a licence on an empty database (`licence-init`, README "How a company starts"):
// its first company and its licence user, who then makes the rest in the portal. One transaction.
import { CompanyCreateSchema } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { createFirstLicenceUser, temporarySecret } from '../admin/index';
import { newCompanyIn } from './companies';

export interface LicenceStart {
  /** The company, as LIC would write it on /admin/companies (validated by the domain's form). */
  company: { Namn: string; Orgnr: string; FtgKey: string; HasPlus?: boolean; UseLSS?: boolean };
  /** The licence user's login and name. */
  user: { login: string; namn: string };
}

/** Makes the first company and the licence user; answers the company, the login and the temporary password. */
export async function startLicence(db: Db, start: LicenceStart, now: Date) {
  const input = CompanyCreateSchema.parse({ ...start.company, StandardRegister: true });
  const secret = await temporarySecret();
  return db.transaction(async (tx) => {
    const company = await newCompanyIn(tx, input, now);
    const user = await createFirstLicenceUser(tx, { ...start.user, ftgId: company.ftgId }, now, secret);
    return { company, login: user.login, password: secret.password };
  });
}
