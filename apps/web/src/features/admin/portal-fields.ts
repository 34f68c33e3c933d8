import type { CompanyProcess } from '@lonportal/domain/admin/portal-settings';
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
}

export interface SettingGroup {
  id: string;
  settings: SettingDef[];
  /** The company switches: editable by LIC and ADM only (ADR 0022). */
  company?: boolean;
}

const flag = (f: PortalField): SettingDef => ({ name: `PortalInfo.${f}`, text: f, kind: 'flag' });
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
      { name: 'PortalInfo.PassbyteTyp', text: 'PassbyteTyp', kind: 'select' },
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
