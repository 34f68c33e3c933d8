import { beforeAll, describe, expect, it } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import type { TimeEntryEvent } from '@lonportal/domain/time/entries';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import pl from '../../i18n/pl.json';
import { eventSentences, historyLines, type HistoryNames } from './history';

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    lng: 'sv',
    fallbackLng: 'sv',
    resources: {
      sv: { translation: sv },
      en: { translation: en },
      fr: { translation: fr },
      pl: { translation: pl },
    },
    interpolation: { escapeValue: false, defaultVariables: { Brukare: 'Brukare', brukaren: 'brukaren' } },
  });
});

const names = (lng: string): HistoryNames => ({
  lng,
  codeText: (code) => ({ ARB: 'Arbetad tid', SJK: 'Sjukfrånvaro' })[code] ?? '',
  brukareName: (nr) => (nr === 'B001' ? 'Anna Andersson' : ''),
  resLabel: (n) => (n === 1 ? 'Kostnadsställe' : ''),
  resName: (n, kod) => (n === 1 && kod === '100' ? 'Ledning' : ''),
});

const event = (over: Partial<TimeEntryEvent>): TimeEntryEvent => ({
  Handelse: 'UPDATE',
  Tid: '2026-11-24T06:57:00.000Z',
  Anvandare: 'Jörgen Ström',
  Detaljer: {},
  ExportSkapad: null,
  ...over,
});

const sentences = (e: Partial<TimeEntryEvent>, lng = 'sv') =>
  eventSentences(event(e), i18n.getFixedT(lng), names(lng));

const created = {
  AnstNr: '1001',
  Datum: '2026-11-02',
  TidKod: 'ARB',
  Timmar: 8,
  StartTid: '08:00',
  SlutTid: '16:30',
  RastMinuter: 30,
  Brukare: '',
  ResEnhet1: '100',
  ResEnhet2: '',
  ResEnhet3: '',
  ResEnhet4: '',
  ResEnhet5: '',
  ResEnhet6: '',
  Kommentar: '',
};

describe('a row history in sentences', () => {
  it.each<[string, Partial<TimeEntryEvent>, string, string[]]>([
    [
      'a change of hours, with the decimal comma',
      { Detaljer: { Timmar: { from: 8, to: 7.5 } } },
      'sv',
      ['Jörgen Ström ändrade Timmar från 8,00 till 7,50'],
    ],
    [
      'the same in English, with a decimal point',
      { Detaljer: { Timmar: { from: 8, to: 7.5 } } },
      'en',
      ['Jörgen Ström changed Hours from 8.00 to 7.50'],
    ],
    [
      'French and Polish keep the comma',
      { Detaljer: { Timmar: { from: 8, to: 7.5 } } },
      'fr',
      ['Jörgen Ström a modifié Heures de 8,00 à 7,50'],
    ],
    [
      'a time code by its name, and one line per field in the form order',
      { Detaljer: { TidKod: { from: 'ARB', to: 'SJK' }, SlutTid: { from: '14:30', to: '16:00' } } },
      'sv',
      [
        'Jörgen Ström ändrade Tidkod från ARB Arbetad tid till SJK Sjukfrånvaro',
        'Jörgen Ström ändrade Slut från 14:30 till 16:00',
      ],
    ],
    [
      'a value filled in and one emptied; a break of 0 is no break',
      {
        Detaljer: {
          Kommentar: { from: '', to: 'Tandläkare' },
          RastMinuter: { from: 30, to: 0 },
          ResEnhet1: { from: '', to: '100' },
        },
      },
      'sv',
      [
        'Jörgen Ström tömde Rast (min) (var 30)',
        'Jörgen Ström fyllde i Kostnadsställe: 100 Ledning',
        'Jörgen Ström fyllde i Kommentar: Tandläkare',
      ],
    ],
    [
      'a date as the app shows dates',
      { Detaljer: { Datum: { from: '2026-11-02', to: '2026-11-03' } } },
      'sv',
      ['Jörgen Ström ändrade Datum från 2026-11-02 till 2026-11-03'],
    ],
    ['a save that changed nothing', { Detaljer: {} }, 'sv', ['Jörgen Ström sparade raden utan ändringar']],
    [
      'a new row with its values, no codes of fields',
      { Handelse: 'CREATE', Detaljer: { Kalla: 'MANUELL', ...created } },
      'sv',
      [
        'Skapad av Jörgen Ström: ARB Arbetad tid, 8,00 h, 08:00–16:30, rast 30 min, Kostnadsställe: 100 Ledning',
      ],
    ],
    [
      'a row from the schedule',
      { Handelse: 'CREATE', Detaljer: { Kalla: 'SCHEMA', ...created, ResEnhet1: '' } },
      'sv',
      ['Skapad av Jörgen Ström från schemat: ARB Arbetad tid, 8,00 h, 08:00–16:30, rast 30 min'],
    ],
    [
      'a copied row of hours, with a brukare and a comment',
      {
        Handelse: 'CREATE',
        Detaljer: {
          Kalla: 'KOPIA',
          ...created,
          StartTid: '',
          SlutTid: '',
          RastMinuter: 0,
          ResEnhet1: '',
          Brukare: 'B001',
          Kommentar: 'Kväll',
        },
      },
      'sv',
      [
        'Skapad av Jörgen Ström genom kopiering: ARB Arbetad tid, 8,00 h, Brukare: B001 Anna Andersson, Kommentar: Kväll',
      ],
    ],
    [
      'a row from a punch',
      { Handelse: 'CREATE', Detaljer: { Kalla: 'STAMPLING', ...created, RastMinuter: 0, ResEnhet1: '' } },
      'en',
      ['Created by Jörgen Ström from a punch: ARB Arbetad tid, 8.00 h, 08:00–16:30'],
    ],
    [
      'a deleted row',
      { Handelse: 'DELETE', Detaljer: { ...created, TidKod: 'XYZ', ResEnhet1: '' } },
      'sv',
      ['Borttagen av Jörgen Ström: XYZ, 8,00 h, 08:00–16:30, rast 30 min'],
    ],
    [
      'an approval',
      {
        Handelse: 'APPROVE',
        Anvandare: 'Patrik Berggren',
        Detaljer: { From: 'NOT_APPROVED', To: 'NOT_ATTESTED' },
      },
      'sv',
      ['Godkänd av Patrik Berggren'],
    ],
    [
      'an approval taken back',
      { Handelse: 'UNAPPROVE', Detaljer: { From: 'NOT_ATTESTED', To: 'NOT_APPROVED' } },
      'sv',
      ['Godkännandet återtaget av Jörgen Ström'],
    ],
    [
      'an attest',
      {
        Handelse: 'ATTEST',
        Anvandare: 'Patrik Berggren',
        Detaljer: { From: 'NOT_ATTESTED', To: 'ATTESTED' },
      },
      'en',
      ['Attested by Patrik Berggren'],
    ],
    [
      'an attest taken back',
      { Handelse: 'UNATTEST', Detaljer: { From: 'ATTESTED', To: 'NOT_ATTESTED' } },
      'sv',
      ['Attesten återtagen av Jörgen Ström'],
    ],
    [
      'a transfer, with the time of its export in local time',
      {
        Handelse: 'TRANSFER',
        Detaljer: { From: 'ATTESTED', To: 'LOCKED', ExportId: 'e1', PostId: 3 },
        ExportSkapad: '2026-11-24T06:57:00.000Z',
      },
      'sv',
      [`Överförd till lön av Jörgen Ström (export ${localTime('2026-11-24T06:57:00.000Z')})`],
    ],
    [
      'a transfer whose export is gone',
      { Handelse: 'TRANSFER', Detaljer: { From: 'ATTESTED', To: 'LOCKED' } },
      'pl',
      ['Przekazany do płac przez Jörgen Ström'],
    ],
    [
      'an event without a name',
      { Handelse: 'ATTEST', Anvandare: ' ', Detaljer: { From: 'NOT_ATTESTED', To: 'ATTESTED' } },
      'sv',
      ['Attesterad av okänd användare'],
    ],
  ])('%s', (_name, e, lng, expected) => {
    expect(sentences(e, lng)).toEqual(expected);
  });

  it('never shows a field code, a status value or an id', () => {
    const all = [
      { Handelse: 'CREATE' as const, Detaljer: { Kalla: 'MANUELL', ...created } },
      {
        Handelse: 'UPDATE' as const,
        Detaljer: { AnstNr: { from: '1', to: '2' }, Timmar: { from: 1, to: 2 } },
      },
      { Handelse: 'APPROVE' as const, Detaljer: { From: 'NOT_APPROVED', To: 'APPROVED' } },
      {
        Handelse: 'TRANSFER' as const,
        Detaljer: { From: 'ATTESTED', To: 'LOCKED', ExportId: 'abc-123', PostId: 7 },
        ExportSkapad: '2026-11-24T06:57:00.000Z',
      },
    ].flatMap((e) => sentences(e));
    for (const text of all)
      expect(text).not.toMatch(/TidKod|Timmar:|ResEnhet|AnstNr|NOT_|APPROVED|LOCKED|abc-123|MANUELL|Kalla/);
  });

  it('gives each event its time and sentences, oldest first', () => {
    const lines = historyLines(
      [
        event({ Handelse: 'CREATE', Detaljer: { Kalla: 'MANUELL', ...created } }),
        event({ Handelse: 'APPROVE', Tid: '2026-11-25T08:00:00.000Z', Detaljer: {} }),
      ],
      i18n.getFixedT('sv'),
      names('sv'),
    );
    expect(lines.map((l) => [l.when, l.sentences.length])).toEqual([
      [localTime('2026-11-24T06:57:00.000Z'), 1],
      [localTime('2026-11-25T08:00:00.000Z'), 1],
    ]);
  });
});

/** "YYYY-MM-DD HH:MM" in the test's own time zone (the browser's, in the app). */
function localTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
