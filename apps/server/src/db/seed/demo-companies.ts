// The demo companies (SPEC §3 FtgInfo) and what each one holds. Data only; demo.ts writes it.
import type { PortalInfo } from '@lonportal/domain';
import type { companies } from '../schema/index';
import { GRUPP } from './codes';

export type Grupp = (typeof GRUPP)[keyof typeof GRUPP];
type CompanySettings = Omit<
  typeof companies.$inferInsert,
  'ftgId' | 'ftgKey' | 'namn' | 'orgnr' | 'archived' | 'firstSalaryYear'
>;

export interface AvdelningDef {
  avdelning: string;
  namn: string;
  /** TidKodGrupp and LonKodGrupp of the department's staff. */
  grupp: Grupp;
  /** ArbSchema codes its staff follow (codes.ts ARB_SCHEMAN). */
  scheman: string[];
  /** Default ResEnhet1 (cost centre) of its staff. */
  kostnadsstalle?: string;
}

export interface CompanyDef {
  ftgKey: string;
  namn: string;
  /** First nine digits of the organisationsnummer; the Luhn digit is computed (DOMAIN §6). */
  orgnrStem: string;
  emailDomain: string;
  archived?: boolean;
  firstSalaryYear: number;
  /** Generated employees; AnstNr run from anstNrStart upwards. */
  employees: number;
  anstNrStart: number;
  lockedAnstNr?: string[];
  settings: CompanySettings;
  portal: Partial<PortalInfo>;
  avdelningar: AvdelningDef[];
  resultatenheter?: { dim: number; kod: string; namn: string }[];
  /** Number of brukare (codes prefix + 001..) and arbetsledare to generate. */
  brukare?: { count: number; prefix: string };
  arbetsledare?: number;
}

const OPEN_1_2 = [true, true, false, false, false, false];
const OPEN_1 = [true, false, false, false, false, false];

const assistans = (scheman = ['ASS', 'DEL30', 'TIM']): AvdelningDef[] => [
  { avdelning: 'ASS', namn: 'Personlig assistans', grupp: GRUPP.ASS, scheman },
];

export const DEMO_COMPANIES: readonly CompanyDef[] = [
  {
    ftgKey: 'EXEMPEL',
    namn: 'Exempelbolaget AB',
    orgnrStem: '556677123',
    emailDomain: 'exempelbolaget.se',
    firstSalaryYear: 2022,
    employees: 45,
    anstNrStart: 1001,
    lockedAnstNr: ['1043', '1045'],
    settings: {
      momspliktig: true,
      hasPlus: true,
      hasWebLonPlus: true,
      licensOptions: ['HRTIL'],
      openResEnhet: OPEN_1_2,
      regResEnh: OPEN_1_2,
      resEnhetNamn: ['Kostnadsställe', 'Projekt', '', '', '', ''],
    },
    portal: { PassbyteTyp: 'A', NearAccidentsReportsAdmins: ['ftg'] },
    avdelningar: [
      {
        avdelning: 'EKO',
        namn: 'Ekonomi',
        grupp: GRUPP.TJM,
        scheman: ['HEL40', 'HEL40', 'DEL30'],
        kostnadsstalle: '200',
      },
      {
        avdelning: 'LAG',
        namn: 'Lager',
        grupp: GRUPP.KOL,
        scheman: ['HEL40', 'SKIFT', 'SKIFTK'],
        kostnadsstalle: '500',
      },
      {
        avdelning: 'FSG',
        namn: 'Försäljning',
        grupp: GRUPP.TJM,
        scheman: ['HEL40', 'HEL40', 'DEL30'],
        kostnadsstalle: '300',
      },
      { avdelning: 'IT', namn: 'IT', grupp: GRUPP.TJM, scheman: ['HEL40'], kostnadsstalle: '400' },
      {
        avdelning: 'PROD',
        namn: 'Produktion',
        grupp: GRUPP.KOL,
        scheman: ['SKIFT', 'SKIFTK', 'HEL40', 'TIM'],
        kostnadsstalle: '600',
      },
    ],
    resultatenheter: [
      { dim: 1, kod: '100', namn: 'Ledning' },
      { dim: 1, kod: '200', namn: 'Ekonomi och administration' },
      { dim: 1, kod: '300', namn: 'Försäljning' },
      { dim: 1, kod: '400', namn: 'IT och utveckling' },
      { dim: 1, kod: '500', namn: 'Lager och logistik' },
      { dim: 1, kod: '600', namn: 'Produktion' },
      { dim: 2, kod: 'P2401', namn: 'Nytt affärssystem' },
      { dim: 2, kod: 'P2402', namn: 'Lagerautomation' },
      { dim: 2, kod: 'P2501', namn: 'Kundportal' },
      { dim: 2, kod: 'P2502', namn: 'Mässa Elmia 2025' },
      { dim: 2, kod: 'P2503', namn: 'Energieffektivisering fabrik' },
      { dim: 2, kod: 'P2601', namn: 'ISO 14001-certifiering' },
      { dim: 2, kod: 'P2602', namn: 'Ny produktlinje' },
      { dim: 2, kod: 'INTERN', namn: 'Intern tid' },
    ],
  },
  {
    ftgKey: 'OMSORG',
    namn: 'Omsorgsassistans i Norden AB',
    orgnrStem: '559104482',
    emailDomain: 'omsorgsassistans.se',
    firstSalaryYear: 2022,
    // 14 here plus the 'per' person's second employment (demo.ts) = 15 assistants.
    employees: 14,
    anstNrStart: 2001,
    settings: { useLss: true, useFkSignering: true, brukareNamnTyp: 'BRUKARE', hasPlus: true },
    portal: { PassbyteTyp: 'A', UseMandatoryBrukare: true, UseErsMandatoryBrukare: true },
    avdelningar: assistans(),
    brukare: { count: 6, prefix: 'B' },
    arbetsledare: 3,
  },
  {
    ftgKey: 'SAKERVARD',
    namn: 'Säker Vård i Sverige AB',
    orgnrStem: '556912340',
    emailDomain: 'sakervard.se',
    firstSalaryYear: 2022,
    employees: 8,
    anstNrStart: 3001,
    settings: { requireSmsVerification: true, hasPlus: true, licensOptions: ['HRTIL'] },
    portal: { LoginType: 'SMS' },
    avdelningar: [
      { avdelning: 'VARD', namn: 'Vård och omsorg', grupp: GRUPP.KOL, scheman: ['DEL30', 'SKIFT', 'SKIFTK'] },
      { avdelning: 'ADM', namn: 'Administration', grupp: GRUPP.TJM, scheman: ['HEL40'] },
    ],
  },
  {
    ftgKey: 'NORDKONSULT',
    namn: 'Nordisk Konsult AB',
    orgnrStem: '556840019',
    emailDomain: 'nordiskkonsult.se',
    firstSalaryYear: 2022,
    employees: 10,
    anstNrStart: 4001,
    settings: {
      momspliktig: true,
      hasPlus: true,
      openResEnhet: OPEN_1,
      regResEnh: OPEN_1,
      resEnhetNamn: ['Projekt', '', '', '', '', ''],
    },
    portal: { UseMandatoryResEnhet1: true, UseErsMandatoryResEnhet1: true },
    avdelningar: [
      { avdelning: 'KONS', namn: 'Konsulter', grupp: GRUPP.TJM, scheman: ['HEL40'] },
      { avdelning: 'ADM', namn: 'Administration', grupp: GRUPP.TJM, scheman: ['HEL40', 'DEL30'] },
    ],
    resultatenheter: [
      { dim: 1, kod: '1001', namn: 'Upphandlingsstöd region' },
      { dim: 1, kod: '1002', namn: 'Verksamhetsanalys kommun' },
      { dim: 1, kod: '1003', namn: 'Migrering lönesystem' },
      { dim: 1, kod: '1004', namn: 'Interimsledning ekonomi' },
      { dim: 1, kod: '9000', namn: 'Intern tid och utbildning' },
    ],
  },
  {
    ftgKey: 'BYGGMONTAGE',
    namn: 'Bygg & Montage i Mälardalen AB',
    orgnrStem: '556734501',
    emailDomain: 'byggmontage.se',
    firstSalaryYear: 2023,
    employees: 5,
    anstNrStart: 101,
    settings: { momspliktig: true },
    portal: { EnableBemanningView: false, EnableDocumentsView: false, EnableDocumentsUpload: false },
    avdelningar: [{ avdelning: 'BYGG', namn: 'Byggproduktion', grupp: GRUPP.KOL, scheman: ['HEL40'] }],
  },
  {
    ftgKey: 'KUNDASSIST',
    namn: 'Hemtjänst och Kundassistans Väst AB',
    orgnrStem: '559227760',
    emailDomain: 'kundassistansvast.se',
    firstSalaryYear: 2022,
    employees: 4,
    anstNrStart: 501,
    settings: { useLss: true, brukareNamnTyp: 'KUND', hasPlus: true },
    portal: { UseMandatoryBrukare: true },
    avdelningar: assistans(['DEL30', 'TIM']),
    brukare: { count: 3, prefix: 'K' },
  },
  {
    ftgKey: 'ARBLED',
    namn: 'Brukarstyrd Assistans Öst AB',
    orgnrStem: '559301128',
    emailDomain: 'brukarstyrd.se',
    firstSalaryYear: 2024,
    employees: 3,
    anstNrStart: 601,
    settings: { useLss: true, useFkSignering: true, brukareNamnTyp: 'ARBETSLEDARE' },
    portal: { PassbyteTyp: 'D' },
    avdelningar: assistans(),
    brukare: { count: 2, prefix: 'A' },
    arbetsledare: 2,
  },
  {
    ftgKey: 'SKARGARD',
    namn: 'Skärgårdens Café & Konditori AB',
    orgnrStem: '556980214',
    emailDomain: 'skargardscafe.se',
    firstSalaryYear: 2024,
    employees: 3,
    anstNrStart: 11,
    settings: { momspliktig: true, kalUseAttest: false },
    portal: { EnableReserakningView: false, EnableTraktamenteView: false, EnableMilersattningView: false },
    avdelningar: [{ avdelning: 'CAFE', namn: 'Café', grupp: GRUPP.KOL, scheman: ['DEL20', 'TIM'] }],
  },
  {
    ftgKey: 'FJALLTRANSPORT',
    namn: 'Fjällvägens Transport AB',
    orgnrStem: '556455873',
    emailDomain: 'fjallvagen.se',
    firstSalaryYear: 2022,
    employees: 5,
    anstNrStart: 701,
    settings: { momspliktig: true, hasPlus: true },
    portal: { AvvikandeStamplingMinuter: 10, LockStamplingEdit: true },
    avdelningar: [{ avdelning: 'TRP', namn: 'Transport', grupp: GRUPP.KOL, scheman: ['SKIFT', 'SKIFTK'] }],
  },
  {
    ftgKey: 'ELTEKNIK',
    namn: 'Ljusdals Elteknik AB',
    orgnrStem: '556512096',
    emailDomain: 'ljusdalselteknik.se',
    firstSalaryYear: 2023,
    employees: 2,
    anstNrStart: 21,
    settings: { momspliktig: true, enforceBankIdAuth: true, kalUseLonReady: false },
    portal: { LoginType: 'BANKID' },
    avdelningar: [{ avdelning: 'EL', namn: 'Elinstallation', grupp: GRUPP.KOL, scheman: ['HEL40'] }],
  },
  {
    ftgKey: 'SOLBACKA',
    namn: 'Solbacka Fastighetsförvaltning AB',
    orgnrStem: '559418305',
    emailDomain: 'solbackafastighet.se',
    firstSalaryYear: 2025,
    employees: 0,
    anstNrStart: 1,
    settings: { momspliktig: true, usePerSchema: false },
    portal: {},
    avdelningar: [],
  },
  {
    ftgKey: 'GAMLAVERKSTADEN',
    namn: 'Gamla Verkstaden i Gävle AB',
    orgnrStem: '556201347',
    emailDomain: 'gamlaverkstaden.se',
    archived: true,
    firstSalaryYear: 2022,
    employees: 2,
    anstNrStart: 31,
    settings: { momspliktig: true },
    portal: {},
    avdelningar: [{ avdelning: 'VERK', namn: 'Verkstad', grupp: GRUPP.KOL, scheman: ['HEL40'] }],
  },
  {
    ftgKey: 'NORRSKOG',
    namn: 'Norrlands Skog och Trä AB',
    orgnrStem: '556389914',
    emailDomain: 'norrskog.se',
    archived: true,
    firstSalaryYear: 2022,
    employees: 0,
    anstNrStart: 1,
    settings: { momspliktig: true },
    portal: {},
    avdelningar: [],
  },
];
