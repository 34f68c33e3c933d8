import {
  NULL_ID,
  UserAppSettingsSchema,
  type FtgInfo,
  type UserAccount,
  type UserAppSettings,
} from '@lonportal/domain';
import type { companies, employees, userAccounts, userAppSettings } from '../db/schema/index';

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof userAccounts.$inferSelect;
type SettingsRow = typeof userAppSettings.$inferSelect;

const six = <T>(arr: readonly T[], fill: T): T[] => Array.from({ length: 6 }, (_, i) => arr[i] ?? fill);

/** SPEC §3 FtgInfo from a company row. */
export function presentFtgInfo(c: CompanyRow): FtgInfo {
  const open = six(c.openResEnhet, false);
  const reg = six(c.regResEnh, false);
  const names = six(c.resEnhetNamn, '');
  return {
    FtgId: c.ftgId,
    FtgKey: c.ftgKey,
    Namn: c.namn,
    Orgnr: c.orgnr,
    PictureId: c.pictureId ?? NULL_ID,
    requireSMSVerification: c.requireSmsVerification,
    Momspliktig: c.momspliktig,
    UseLSS: c.useLss,
    UseFKSignering: c.useFkSignering,
    UsePerSchema: c.usePerSchema,
    KalUseLonReady: c.kalUseLonReady,
    KalUseAttest: c.kalUseAttest,
    BrukareNamnTyp: c.brukareNamnTyp,
    OpenResEnhet1: open[0]!,
    OpenResEnhet2: open[1]!,
    OpenResEnhet3: open[2]!,
    OpenResEnhet4: open[3]!,
    OpenResEnhet5: open[4]!,
    OpenResEnhet6: open[5]!,
    RegResEnh1: reg[0]!,
    RegResEnh2: reg[1]!,
    RegResEnh3: reg[2]!,
    RegResEnh4: reg[3]!,
    RegResEnh5: reg[4]!,
    RegResEnh6: reg[5]!,
    ResEnhetNamn1: names[0]!,
    ResEnhetNamn2: names[1]!,
    ResEnhetNamn3: names[2]!,
    ResEnhetNamn4: names[3]!,
    ResEnhetNamn5: names[4]!,
    ResEnhetNamn6: names[5]!,
  };
}

/** SPEC §3 UserAccount. AnstNr is the user's own in their home company. */
export function presentUserAccount(u: UserRow, accessList: string[], options: string[]): UserAccount {
  return {
    Namn: u.namn,
    Login: u.login,
    Roll: u.roll,
    PersNr: u.persNr ?? '',
    FtgId: u.ftgId,
    FtgIdAccessList: [u.ftgId, ...accessList.filter((id) => id !== u.ftgId)],
    Signatur: u.signatur ?? '',
    AnstNr: u.anstNr ?? '',
    Brukare: u.brukare ?? '',
    LoginType: u.loginType,
    AccessOption: u.accessOption ?? '',
    UserOption: options.map((Option) => ({ Option })),
  };
}

/** SPEC §3 UserAppSettings; a user without a row gets the defaults. */
export function presentSettings(row: SettingsRow | null): UserAppSettings {
  if (!row) return UserAppSettingsSchema.parse({});
  return {
    Theme: row.theme,
    DateFilterPeriodType: row.dateFilterPeriodType as UserAppSettings['DateFilterPeriodType'],
    InitialDateFilter: row.initialDateFilter as UserAppSettings['InitialDateFilter'],
    PaginationPerPage: row.paginationPerPage,
    InactivityTimer: row.inactivityTimer,
    MessageNotification: row.messageNotification,
  };
}

/** SPEC §3 Licence flags of a company. */
export function presentLicence(c: CompanyRow) {
  return {
    HasPlus: c.hasPlus,
    HasWebLon: c.hasWebLon,
    HasWebLonPlus: c.hasWebLonPlus,
    HasLicensOption: [...c.licensOptions],
    EnforceBankIDAuth: c.enforceBankIdAuth,
  };
}

/** SPEC §3 PerStatus of an employee row: their own brukare and result units 1–3, and whether rows name them. */
export const presentPerStatus = (
  e: Pick<typeof employees.$inferSelect, 'useBrukare' | 'brukare' | 'useResEnhet' | 'resEnhet'>,
) => ({
  UseBrukare: e.useBrukare,
  Brukare: e.brukare ?? '',
  UseResEnhet1: e.useResEnhet[0] ?? false,
  UseResEnhet2: e.useResEnhet[1] ?? false,
  UseResEnhet3: e.useResEnhet[2] ?? false,
  ResEnhet1: e.resEnhet[0] ?? '',
  ResEnhet2: e.resEnhet[1] ?? '',
  ResEnhet3: e.resEnhet[2] ?? '',
});
