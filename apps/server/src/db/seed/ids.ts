// Stable ids for the demo data: the same name always gives the same UUID, so the seed is
// deterministic and tests can name the demo companies and users without looking them up.
import { createHash } from 'node:crypto';

/** Namespace mixed into every name so demo ids cannot collide with ids derived elsewhere. */
const NAMESPACE = 'lonportal-seed:';

/** A UUID derived from `name` the way RFC 9562 §5.5 (v5) does it: SHA-1, version 5, variant 10. */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1')
    .update(NAMESPACE + name)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** FtgId of the company with this FtgKey. */
export const ftgIdOf = (ftgKey: string): string => stableUuid(`ftg:${ftgKey}`);
/** Id of the user account with this login. */
export const userIdOf = (login: string): string => stableUuid(`user:${login}`);

/** FtgIds of the demo companies that tests and docs refer to. */
export const DEMO_FTG = {
  exempel: ftgIdOf('EXEMPEL'),
  omsorg: ftgIdOf('OMSORG'),
  sakervard: ftgIdOf('SAKERVARD'),
  nordkonsult: ftgIdOf('NORDKONSULT'),
} as const;

/** User-account ids of the demo logins (DEMO_LOGINS in demo-users.ts). */
export const DEMO_USERS = {
  lic: userIdOf('lic'),
  adm: userIdOf('adm'),
  ftg: userIdOf('ftg'),
  avd: userIdOf('avd'),
  per: userIdOf('per'),
  perOmsorg: userIdOf('per.omsorg'),
  lss: userIdOf('lss'),
  bru: userIdOf('bru'),
  ftg2: userIdOf('ftg2'),
  perSms: userIdOf('per.sms'),
} as const;
