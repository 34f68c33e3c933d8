import type { CompanyProcess } from '@lonportal/domain/admin/portal-settings';
import type { RouteName } from '@lonportal/domain/access/route-table';
import type { PortalInfo } from '@lonportal/domain/portal-info';

// /admin/portal: every PortalInfo setting (SPEC §3) and company switch, grouped as a person thinks
// of them. Each has a label and a short help text under admin.portal.fields.<Name>; the settings of
// result unit n share one text with the unit's name in it.

export type PortalField = keyof PortalInfo;
export type CompanyField = keyof CompanyProcess;

export type Unit = 1 | 2 | 3 | 4 | 5 | 6;
export const UNITS: readonly Unit[] = [1, 2, 3, 4, 5, 6];

/** A setting on the page: its form path, and the text key and unit it is described by. */
export interface SettingDef {
  name: `PortalInfo.${PortalField}` | `Company.${CompanyField}`;
  /** The key under admin.portal.fields. */
  text: string;
  /** Result unit n: its name goes into the text. */
  unit?: Unit;
  kind: 'flag' | 'number' | 'select' | 'text' | 'logins';
  /** A number that may be left empty (null). */
  optional?: boolean;
  /** The page the setting switches on or shapes: offered only once that page is built. */
  feature?: RouteName;
}

export interface SettingGroup {
  id: string;
  settings: SettingDef[];
  /** The company switches: editable by LIC and ADM only (ADR 0022). */
  company?: boolean;
}

/**
 * The pages of the settings that belong to a feature not every portal version has yet (SPEC §2.1
 * route names): such a setting is offered once its page exists (settingsOffered).
 */
const FEATURE_OF: Partial<Record<PortalField, RouteName>> = {
  EnableNarvarostatusView: 'PresenceStatus',
  EnableBemanningView: 'Bemanna',
  PassbyteTyp: 'BemTrade',
  EnablePortalFeed: 'PortalFeedAdmin',
  EnableDocumentsView: 'Documents',
  EnableDocumentsUpload: 'Documents',
  EnableLonebeskedView: 'LonebeskedSaldon',
  EnableSaldonView: 'LonebeskedSaldon',
  EnableAdressandringView: 'Personuppgifter',
  EnablePerUtbUpd: 'Personuppgifter',
  EnablePerKontaktView: 'Personuppgifter',
  EnableProjektlistaPrint: 'ProjektlistaPrint',
  EnableMeddelanden: 'Messages',
};
const withFeature = (def: SettingDef, f: PortalField): SettingDef => {
  const feature = FEATURE_OF[f];
  return feature ? { ...def, feature } : def;
};
const flag = (f: PortalField): SettingDef =>
  withFeature({ name: `PortalInfo.${f}`, text: f, kind: 'flag' }, f);
const company = (f: CompanyField, kind: SettingDef['kind'] = 'flag'): SettingDef => ({
  name: `Company.${f}`,
  text: f,
  kind,
});
const perUnit = (prefix: 'UseMandatoryResEnhet' | 'UseErsMandatoryResEnhet'): SettingDef[] =>
  UNITS.map((n) => ({ name: `PortalInfo.${prefix}${n}`, text: prefix, unit: n, kind: 'flag' }));

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'time',
    settings: [
      'EnableTidrapportView',
      'EnableKalendarieView',
      'EnableStamplingView',
      'EnableGodkannaView',
      'EnableAttestTiderView',
      'EnableNarvarostatusView',
      'EnableBemanningView',
    ].map((f) => flag(f as PortalField)),
  },
  {
    id: 'absence',
    settings: [
      'EnableLeaveApplications',
      'EnableLeavePlanner',
      'EnableAbsenceReports',
      'EnableAbsenceCalendar',
      'EnableNearAccidentsReports',
    ].map((f) => flag(f as PortalField)),
  },
  {
    id: 'compensations',
    settings: [
      'EnableErsattningarView',
      'EnableUtlaggView',
      'EnableMilersattningView',
      'EnableTraktamenteView',
      'EnableRepresentationView',
      'EnableReserakningView',
      'EnableAttestErsattningarView',
    ].map((f) => flag(f as PortalField)),
  },
  {
    id: 'employee',
    settings: [
      'EnableMeddelanden',
      'EnablePortalFeed',
      'EnableDocumentsView',
      'EnableDocumentsUpload',
      'EnableLonebeskedView',
      'EnableSaldonView',
      'EnableAdressandringView',
      'EnablePerUtbUpd',
      'EnablePerKontaktView',
      'EnableBarnRegView',
    ].map((f) => flag(f as PortalField)),
  },
  {
    id: 'prints',
    settings: [
      'EnableTidrapportPrint',
      'EnableErsattningarPrint',
      'EnableAttestlistaPrint',
      'EnableProjektlistaPrint',
      'EnableReserakningPrint',
    ].map((f) => flag(f as PortalField)),
  },
  {
    id: 'mandatoryTime',
    settings: [flag('UseMandatoryBrukare'), ...perUnit('UseMandatoryResEnhet')],
  },
  {
    id: 'mandatoryCompensations',
    settings: [
      flag('UseErsMandatoryBrukare'),
      ...perUnit('UseErsMandatoryResEnhet'),
      flag('UseMandatoryReceipt'),
    ],
  },
  {
    id: 'punches',
    settings: [
      flag('LockStamplingEdit'),
      flag('LockStamplingDelete'),
      { name: 'PortalInfo.AvvikandeStamplingMinuter', text: 'AvvikandeStamplingMinuter', kind: 'number' },
    ],
  },
  {
    id: 'other',
    settings: [
      withFeature({ name: 'PortalInfo.PassbyteTyp', text: 'PassbyteTyp', kind: 'select' }, 'PassbyteTyp'),
      { name: 'PortalInfo.LoginType', text: 'LoginType', kind: 'select' },
      { name: 'PortalInfo.AcceptedDebitAccount', text: 'AcceptedDebitAccount', kind: 'text' },
      { name: 'PortalInfo.NearAccidentsReportsAdmins', text: 'NearAccidentsReportsAdmins', kind: 'logins' },
    ],
  },
  {
    id: 'process',
    company: true,
    settings: [
      company('KalUseLonReady'),
      company('KalUseAttest'),
      company('UsePerSchema'),
      company('UseLSS'),
      company('BrukareNamnTyp', 'select'),
      company('requireSMSVerification'),
      company('ReseBerakning', 'select'),
      // The payroll cut-off day: empty is the month's last day (domain payroll/transfer-window.ts).
      { ...company('Brytdatum', 'number'), optional: true },
    ],
  },
];

/** The company switches whose change the confirmation explains (the result units are named in it as one). */
export const EXPLAINED_SWITCHES: readonly CompanyField[] = [
  'KalUseLonReady',
  'KalUseAttest',
  'UsePerSchema',
  'UseLSS',
  'BrukareNamnTyp',
  'requireSMSVerification',
  'ReseBerakning',
];

/**
 * The groups as offered: without the settings of pages not built yet (a switch that turns on
 * nothing would pretend), and without a group left empty. The stored values of those settings are
 * kept as they are.
 */
export const settingsOffered = (built: ReadonlySet<RouteName>): SettingGroup[] =>
  SETTING_GROUPS.map((g) => ({
    ...g,
    settings: g.settings.filter((s) => !s.feature || built.has(s.feature)),
  })).filter((g) => g.settings.length > 0);
