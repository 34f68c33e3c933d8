// The time codes, pay codes and work schedules every demo company gets. Data only.
// Code names follow PAXml's standard tidkoder (DOMAIN §12: SEM, SJK, VAB, FPE, TJL, KOM).

/** TidKodGrupp / LonKodGrupp: tjänstemän, kollektivanställda, personliga assistenter. */
export const GRUPP = { TJM: 'TJM', KOL: 'KOL', ASS: 'ASS' } as const;
const ALL = [GRUPP.TJM, GRUPP.KOL, GRUPP.ASS];
// Overtime, OB and on-call time are paid by the hour to collective and care staff; tjänstemän
// usually have them bought out in salary and extra holiday (typical kollektivavtal terms).
const HOURLY = [GRUPP.KOL, GRUPP.ASS];

export interface TidKodDef {
  tidKod: string;
  benText: string;
  typ:
    | 'NORMAL'
    | 'OVERTID'
    | 'MERTID'
    | 'FRANVARO'
    | 'SJUK'
    | 'VAB'
    | 'SEMESTER'
    | 'KOMP'
    | 'OB'
    | 'JOUR'
    | 'BEREDSKAP';
  grupper: string[];
  /** The PAXml 2.0 tidkod it is sent as, or null: then its hours go as `lonKod` (DOMAIN §12). */
  paxmlKod: string | null;
  lonKod: string | null;
}

/** A code named as one of PAXml's own tidkoder is sent as it. */
const own = (k: Omit<TidKodDef, 'paxmlKod' | 'lonKod'>): TidKodDef => ({
  ...k,
  paxmlKod: k.tidKod,
  lonKod: null,
});

export const TID_KODER: readonly TidKodDef[] = [
  own({ tidKod: 'ARB', benText: 'Arbetad tid', typ: 'NORMAL', grupper: ALL }),
  own({ tidKod: 'ÖT1', benText: 'Övertid enkel', typ: 'OVERTID', grupper: HOURLY }),
  own({ tidKod: 'ÖT2', benText: 'Övertid kvalificerad', typ: 'OVERTID', grupper: HOURLY }),
  own({ tidKod: 'MER', benText: 'Mertid', typ: 'MERTID', grupper: ALL }),
  own({ tidKod: 'SJK', benText: 'Sjukfrånvaro', typ: 'SJUK', grupper: ALL }),
  own({ tidKod: 'VAB', benText: 'Vård av barn', typ: 'VAB', grupper: ALL }),
  own({ tidKod: 'SEM', benText: 'Semester', typ: 'SEMESTER', grupper: ALL }),
  own({ tidKod: 'KOM', benText: 'Kompledigt', typ: 'KOMP', grupper: ALL }),
  own({ tidKod: 'TJL', benText: 'Tjänstledig', typ: 'FRANVARO', grupper: ALL }),
  own({ tidKod: 'FPE', benText: 'Föräldraledig', typ: 'FRANVARO', grupper: ALL }),
  own({
    tidKod: 'PAP',
    benText: 'Tillfällig föräldrapenning vid barns födelse',
    typ: 'FRANVARO',
    grupper: ALL,
  }),
  own({ tidKod: 'OB1', benText: 'OB kväll', typ: 'OB', grupper: HOURLY }),
  own({ tidKod: 'OB2', benText: 'OB natt', typ: 'OB', grupper: HOURLY }),
  own({ tidKod: 'OB3', benText: 'OB helg', typ: 'OB', grupper: HOURLY }),
  own({ tidKod: 'OB4', benText: 'OB storhelg', typ: 'OB', grupper: HOURLY }),
  // PAXml has three jour and three beredskap codes (JR1–3, BE1–3); the company's one of each is the first.
  { tidKod: 'JOUR', benText: 'Jour', typ: 'JOUR', grupper: HOURLY, paxmlKod: 'JR1', lonKod: null },
  { tidKod: 'BER', benText: 'Beredskap', typ: 'BEREDSKAP', grupper: HOURLY, paxmlKod: 'BE1', lonKod: null },
  // A friskvårdstimme (paid exercise hour) has no PAXml tidkod: its hours go as the pay code FRISKTIM.
  {
    tidKod: 'FRISK',
    benText: 'Friskvårdstimme',
    typ: 'NORMAL',
    grupper: ALL,
    paxmlKod: null,
    lonKod: 'FRISKTIM',
  },
];

export interface LonKodDef {
  lonKod: string;
  benText: string;
  typ: 'UTLAGG' | 'TRAKTAMENTE' | 'MILERSATTNING' | 'REPRESENTATION' | 'TILLAGG' | 'AVDRAG';
  enhet: string;
  aprisOre: number | null;
  grupper: string[];
  /** A row of this code needs a receipt whatever the company's UseMandatoryReceipt says. */
  kvittoKravs?: boolean;
}

export const LON_KODER: readonly LonKodDef[] = [
  // SPEC §3 Compensation form: LonKod UTLÄGG is the out-of-pocket expense that needs a receipt.
  { lonKod: 'UTLÄGG', benText: 'Utlägg', typ: 'UTLAGG', enhet: 'st', aprisOre: null, grupper: ALL },
  // DOMAIN §1.1, 2026: full day 300 kr, half day and night 150 kr (tax-free schablon).
  {
    lonKod: 'TRAKT-HEL',
    benText: 'Traktamente heldag',
    typ: 'TRAKTAMENTE',
    enhet: 'dag',
    aprisOre: 30000,
    grupper: ALL,
  },
  {
    lonKod: 'TRAKT-HALV',
    benText: 'Traktamente halvdag',
    typ: 'TRAKTAMENTE',
    enhet: 'dag',
    aprisOre: 15000,
    grupper: ALL,
  },
  {
    lonKod: 'TRAKT-NATT',
    benText: 'Nattraktamente',
    typ: 'TRAKTAMENTE',
    enhet: 'natt',
    aprisOre: 15000,
    grupper: ALL,
  },
  // DOMAIN §1.3: abroad, the day's country's normalbelopp (the trip's rows carry the amount).
  {
    lonKod: 'TRAKT-UTL-HEL',
    benText: 'Utlandstraktamente heldag',
    typ: 'TRAKTAMENTE',
    enhet: 'dag',
    aprisOre: null,
    grupper: ALL,
  },
  {
    lonKod: 'TRAKT-UTL-HALV',
    benText: 'Utlandstraktamente halvdag',
    typ: 'TRAKTAMENTE',
    enhet: 'dag',
    aprisOre: null,
    grupper: ALL,
  },
  {
    lonKod: 'TRAKT-UTL-NATT',
    benText: 'Utlandstraktamente natt',
    typ: 'TRAKTAMENTE',
    enhet: 'natt',
    aprisOre: null,
    grupper: ALL,
  },
  // DOMAIN §2: 25 kr/mil own car, 12 kr förmånsbil (not fully electric), 9,50 kr fully electric.
  {
    lonKod: 'MIL-EGEN',
    benText: 'Milersättning egen bil',
    typ: 'MILERSATTNING',
    enhet: 'mil',
    aprisOre: 2500,
    grupper: ALL,
  },
  {
    lonKod: 'MIL-FORM',
    benText: 'Milersättning förmånsbil, ej el',
    typ: 'MILERSATTNING',
    enhet: 'mil',
    aprisOre: 1200,
    grupper: ALL,
  },
  {
    lonKod: 'MIL-EL',
    benText: 'Milersättning förmånsbil, el',
    typ: 'MILERSATTNING',
    enhet: 'mil',
    aprisOre: 950,
    grupper: ALL,
  },
  // What the company pays per mil above the tax-free rate: taxable salary (DOMAIN §2).
  {
    lonKod: 'MIL-SKATT',
    benText: 'Milersättning skattepliktig del',
    typ: 'TILLAGG',
    enhet: 'mil',
    aprisOre: null,
    grupper: ALL,
  },
  // Free meals on a trip: a taxable benefit at Skatteverket's schablon (DOMAIN §1.2), not paid out.
  {
    lonKod: 'KOSTFORMAN',
    benText: 'Kostförmån',
    typ: 'TILLAGG',
    enhet: 'dag',
    aprisOre: null,
    grupper: ALL,
  },
  {
    lonKod: 'REPR',
    benText: 'Representation',
    typ: 'REPRESENTATION',
    enhet: 'st',
    aprisOre: null,
    grupper: [GRUPP.TJM],
    // The tax and VAT deductions need the receipt and the guests (DOMAIN §3).
    kvittoKravs: true,
  },
  { lonKod: 'OB-TILL', benText: 'OB-tillägg', typ: 'TILLAGG', enhet: 'tim', aprisOre: null, grupper: HOURLY },
  {
    lonKod: 'JOURERS',
    benText: 'Jourersättning',
    typ: 'TILLAGG',
    enhet: 'tim',
    aprisOre: null,
    grupper: HOURLY,
  },
  {
    lonKod: 'FRISKTIM',
    benText: 'Friskvårdstimme',
    typ: 'TILLAGG',
    enhet: 'tim',
    aprisOre: null,
    grupper: ALL,
  },
  // Friskvårdsbidrag is paid back against a receipt, so it is an expense row like UTLÄGG.
  { lonKod: 'FRISKV', benText: 'Friskvårdsbidrag', typ: 'UTLAGG', enhet: 'st', aprisOre: null, grupper: ALL },
  {
    lonKod: 'AVDR-LUNCH',
    benText: 'Avdrag personalmåltid',
    typ: 'AVDRAG',
    enhet: 'st',
    aprisOre: null,
    grupper: ALL,
  },
];

/** Varugrupper: what an expense bought, as a small company's bookkeeping groups it. */
export const VARUGRUPPER: readonly string[] = [
  'Drivmedel',
  'Förbrukningsmaterial',
  'Hotell och logi',
  'Kontorsmaterial',
  'Livsmedel',
  'Parkering',
  'Representation',
  'Resor',
  'Telefoni',
  'Utbildning',
];

/** Kontoreg: the BAS accounts (BAS 2026) an expense row is usually booked to. */
export const KONTOREG: readonly { konto: string; namn: string }[] = [
  { konto: '5410', namn: 'Förbrukningsinventarier' },
  { konto: '5460', namn: 'Förbrukningsmaterial' },
  { konto: '5611', namn: 'Drivmedel för personbilar' },
  { konto: '5800', namn: 'Resekostnader' },
  { konto: '5831', namn: 'Kost och logi i Sverige' },
  { konto: '5832', namn: 'Kost och logi i utlandet' },
  { konto: '6071', namn: 'Representation, avdragsgill' },
  { konto: '6110', namn: 'Kontorsmateriel' },
  { konto: '6212', namn: 'Mobiltelefon' },
  { konto: '7620', namn: 'Sjuk- och hälsovård' },
];

export interface ArbSchemaDef {
  arbSchema: string;
  benText: string;
  /** Hours Monday..Sunday. */
  dagar: number[];
  startTid: string;
  /** Unpaid break of a scheduled day, in minutes: the day ends after its hours and the break. */
  rastMinuter: number;
}

export const ARB_SCHEMAN: readonly ArbSchemaDef[] = [
  {
    arbSchema: 'HEL40',
    benText: 'Heltid 40 tim/v, mån–fre',
    dagar: [8, 8, 8, 8, 8, 0, 0],
    startTid: '08:00',
    rastMinuter: 60,
  },
  {
    arbSchema: 'DEL30',
    benText: 'Deltid 75 %, 6 tim/dag',
    dagar: [6, 6, 6, 6, 6, 0, 0],
    startTid: '08:00',
    rastMinuter: 30,
  },
  {
    arbSchema: 'DEL20',
    benText: 'Deltid 50 %, 4 tim/dag',
    dagar: [4, 4, 4, 4, 4, 0, 0],
    startTid: '09:00',
    rastMinuter: 0,
  },
  // Shifts of eight hours with the meal taken on paid time (måltidsuppehåll), so no unpaid break.
  {
    arbSchema: 'SKIFT',
    benText: 'Tvåskift förmiddag 06–14',
    dagar: [8, 8, 8, 8, 8, 0, 0],
    startTid: '06:00',
    rastMinuter: 0,
  },
  {
    arbSchema: 'SKIFTK',
    benText: 'Tvåskift kväll 14–22',
    dagar: [8, 8, 8, 8, 8, 0, 0],
    startTid: '14:00',
    rastMinuter: 0,
  },
  {
    arbSchema: 'ASS',
    benText: 'Personlig assistans, dag och helg',
    dagar: [10, 10, 0, 0, 0, 10, 10],
    startTid: '07:00',
    rastMinuter: 30,
  },
  {
    arbSchema: 'TIM',
    benText: 'Timanställd, inget schema',
    dagar: [0, 0, 0, 0, 0, 0, 0],
    startTid: '08:00',
    rastMinuter: 0,
  },
];

export interface ObRegelDef {
  obRegelId: string;
  benText: string;
  tidKod: string;
  dagTyp: 'VARDAG' | 'HELG' | 'STORHELG';
  franTid: string;
  tillTid: string;
}

/** Unsocial-hours rules as a typical kollektivavtal words them (OB1–OB4 of TID_KODER). */
export const OB_REGLER: readonly ObRegelDef[] = [
  {
    obRegelId: 'OBKV',
    benText: 'OB kväll vardag 18–22',
    tidKod: 'OB1',
    dagTyp: 'VARDAG',
    franTid: '18:00',
    tillTid: '22:00',
  },
  {
    obRegelId: 'OBNA',
    benText: 'OB natt 22–06',
    tidKod: 'OB2',
    dagTyp: 'VARDAG',
    franTid: '22:00',
    tillTid: '06:00',
  },
  {
    obRegelId: 'OBHE',
    benText: 'OB helg fre 18 – mån 06',
    tidKod: 'OB3',
    dagTyp: 'HELG',
    franTid: '00:00',
    tillTid: '24:00',
  },
  {
    obRegelId: 'OBSH',
    benText: 'OB storhelg (jul, nyår, påsk, midsommar)',
    tidKod: 'OB4',
    dagTyp: 'STORHELG',
    franTid: '00:00',
    tillTid: '24:00',
  },
];
