import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE, type Team } from '../../../test/factories';
import { NO_SCHEMA_ERRORS, paxmlSchemaErrors } from '../../../test/paxml-schema';
import { domesticTrip, tripCalls } from '../../../test/travel-fixtures';
import { buildTimeEntry } from '../../db/seed/factories';

// The PAXml file read back as a payroll program reads it (DOMAIN §12, ADR 0027): what the receiver
// pays per person and per pay code, from the forms the file holds, is what the portal shows: the
// time report's hours, the compensation rows' sums and the completed trip's result. A trip goes
// in one form only, whoever the company says computes it; a receiver that read a trip both as
// its travel events and as the pay rows computed from them would pay it twice.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Choice = 'PORTAL' | 'LONESYSTEM';
/** Per employee, per code: hours (`tid:` a time code) or kronor (`lon:` a pay code). */
type Sums = Record<string, Record<string, number>>;

const call: TestApp['call'] = (...args) => t.call(...args);
const { createTrip, complete } = tripCalls(() => t);

const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, code = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(code);
  return r.json() as Json;
};

/** Adds `n` to `sums[anstNr][code]`, counted in hundredths so that sums are exact. */
const add = (sums: Sums, anstNr: string, code: string, n: number) => {
  const of = (sums[anstNr] ??= {});
  of[code] = Math.round(((of[code] ?? 0) + n) * 100) / 100;
};

/** Who computes a trip's pay, set where the company's switches are set (PUT /admin/portal). */
async function chooseTravelPay(team: Team, choice: Choice) {
  const lic = await newUser(t, { role: ROLE.LIC });
  const ftgId = team.company.ftgId;
  const read = await ok(t.api({ url: '/api/admin/portal', cookie: lic.cookie, ftgId }));
  await ok(
    t.api({
      method: 'PUT',
      url: '/api/admin/portal',
      cookie: lic.cookie,
      ftgId,
      body: {
        Version: read.Version,
        PortalInfo: read.PortalInfo,
        Company: { ...(read.Company as Json), ReseBerakning: choice },
      },
    }),
  );
}

/** A company where reported rows go to payroll as they are (no approval, no attest). */
const directTeam = () => newTeam(t, { settings: { kalUseLonReady: false, kalUseAttest: false } });

const timeRow = (cookie: string, row: Json) =>
  ok(call(cookie, 'POST', '/api/tidrader', { ...buildTimeEntry(), ...row }), 201);
const compensation = (cookie: string, row: Json) =>
  ok(call(cookie, 'POST', '/api/ersattningar', { Text: 'Utlägg', Moms: 0, ...row }), 201);

/** A completed trip with expenses and representation besides per diem, a free lunch and mileage. */
async function completedTrip(cookie: string, anstNr: string, over: Json = {}) {
  const trip = await createTrip(
    cookie,
    domesticTrip(anstNr, {
      Utlagg: [{ Datum: '2026-11-10', Text: 'Taxi', Belopp: 450, Moms: 24, Varugrupp: 'Resor' }],
      Representation: [
        {
          Datum: '2026-11-11',
          Typ: 'EXTERN',
          Deltagare: [{ Namn: 'Per Persson' }, { Namn: 'Łucja Kowalska', Foretag: 'Kund AB' }],
          Belopp: 1344,
          Moms: 144,
          Alkohol: true,
        },
      ],
      ...over,
    }),
  );
  expect((await complete(cookie, trip)).statusCode).toBe(200);
  return trip.Id;
}

/** Exports the period and answers the file's root, after checking the bytes against both schemas. */
async function exportedRoot(cookie: string, From: string, To: string): Promise<Element> {
  const res = await ok(call(cookie, 'POST', '/api/lonexport', { From, To }), 201);
  const file = await t.api({ url: `/download/lonexport/${String(res.Id)}`, cookie });
  expect(await paxmlSchemaErrors(new Uint8Array(file.rawPayload))).toEqual(NO_SCHEMA_ERRORS);
  return new DOMParser().parseFromString(file.rawPayload.toString('latin1'), 'text/xml').documentElement!;
}

const elements = (root: Element, name: string) => Array.from(root.getElementsByTagName(name));
const text = (el: Element, name: string) =>
  Array.from(el.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).tagName === name)
    ?.textContent ?? null;

/**
 * What a payroll program pays from the files: a tidtrans's hours of its tidkod; a lonetrans's
 * amount of its pay code (a time code without a tidkod: its hours); and a trip it reads as travel
 * events (resetrans, one trip per samlingsid) it computes itself, by the same Skatteverket rules
 * as the portal (DOMAIN §1): the test lets the trip's result in the portal stand for that.
 */
async function receiverSums(cookie: string, roots: readonly Element[]): Promise<Sums> {
  const sums: Sums = {};
  for (const root of roots) {
    for (const e of elements(root, 'tidtrans'))
      add(sums, e.getAttribute('anstid')!, `tid:${text(e, 'tidkod')}`, Number(text(e, 'timmar')));
    for (const e of elements(root, 'lonetrans')) {
      const belopp = text(e, 'belopp');
      const anstNr = e.getAttribute('anstid')!;
      if (belopp === null) add(sums, anstNr, `tid:${text(e, 'lonart')}`, Number(text(e, 'antal')));
      else add(sums, anstNr, `lon:${text(e, 'lonart')}`, Number(belopp));
    }
    const trips = new Map<string, string>();
    for (const e of elements(root, 'resetrans')) trips.set(text(e, 'samlingsid')!, e.getAttribute('anstid')!);
    for (const [id, anstNr] of trips) {
      const trip = await ok(call(cookie, 'GET', `/api/resa/${id}`));
      const result = trip.Resultat as { rows: { LonKod: string; Summa: number }[] };
      for (const row of result.rows) add(sums, anstNr, `lon:${row.LonKod}`, row.Summa);
    }
  }
  return sums;
}

/** What the portal shows for the period: the time report's hours and the compensation rows' sums. */
async function portalSums(cookie: string, anstNrs: readonly string[], From: string, To: string) {
  const sums: Sums = {};
  for (const anstNr of anstNrs) {
    const report = await ok(call(cookie, 'GET', `/api/tidrapport/${anstNr}?From=${From}&To=${To}`));
    for (const r of report.Rader as { TidKod: string; Timmar: number }[])
      add(sums, anstNr, `tid:${r.TidKod}`, r.Timmar);
    const rows = await ok(call(cookie, 'GET', `/api/ersattningar/${anstNr}?From=${From}&To=${To}`));
    for (const r of rows.Rader as { LonKod: string; Summa: number }[])
      add(sums, anstNr, `lon:${r.LonKod}`, r.Summa);
  }
  return sums;
}

describe('the payroll file read back by the payroll program', () => {
  it.each<[Choice | 'default']>([['default'], ['PORTAL'], ['LONESYSTEM']])(
    'pays what the portal shows, per person and pay code, when %s computes the trips',
    async (choice) => {
      const team = await directTeam();
      if (choice !== 'default') await chooseTravelPay(team, choice);
      const { per, other, ftg } = team;
      await timeRow(per.cookie, { AnstNr: per.anstNr, Datum: '2026-11-02', Timmar: 8 });
      await timeRow(per.cookie, { AnstNr: per.anstNr, Datum: '2026-11-03', Timmar: 6.5 });
      await timeRow(per.cookie, { AnstNr: per.anstNr, Datum: '2026-11-03', TidKod: 'MER', Timmar: 1.25 });
      await timeRow(other.cookie, { AnstNr: other.anstNr, Datum: '2026-11-05', Timmar: 7.5 });
      await compensation(per.cookie, {
        AnstNr: per.anstNr,
        Datum: '2026-11-14',
        LonKod: 'UTLÄGG',
        Belopp: 247.97,
      });
      await compensation(per.cookie, {
        AnstNr: per.anstNr,
        Datum: '2026-11-16',
        LonKod: 'FRISKV',
        Belopp: 500,
      });
      await compensation(other.cookie, {
        AnstNr: other.anstNr,
        Datum: '2026-11-06',
        LonKod: 'UTLÄGG',
        Belopp: 100,
      });
      const tripId = await completedTrip(per.cookie, per.anstNr);

      const root = await exportedRoot(ftg.cookie, '2026-11-01', '2026-11-30');
      const shown = await portalSums(ftg.cookie, [per.anstNr, other.anstNr], '2026-11-01', '2026-11-30');
      expect(shown[per.anstNr]).toMatchObject({ 'lon:TRAKT-HEL': 795, 'lon:UTLÄGG': 697.97 });
      expect(await receiverSums(ftg.cookie, [root])).toEqual(shown);

      // The trip's one form: its events where the payroll program computes, else its pay rows.
      const samlingsid = new Set(elements(root, 'samlingsid').map((e) => e.textContent));
      const lonarts = elements(root, 'lonart').map((e) => e.textContent);
      if (choice === 'LONESYSTEM') {
        expect(samlingsid).toEqual(new Set([tripId]));
        expect(lonarts).not.toContain('TRAKT-HEL');
      } else {
        expect(samlingsid.size).toBe(0);
        expect(lonarts.filter((k) => k === 'TRAKT-HEL')).toHaveLength(3);
      }
    },
  );

  it.each<[Choice, Choice]>([
    ['PORTAL', 'LONESYSTEM'],
    ['LONESYSTEM', 'PORTAL'],
  ])(
    'pays a trip over two months once when the choice changes from %s to %s between the transfers',
    async (first, then) => {
      const team = await directTeam();
      await chooseTravelPay(team, first);
      const { per, ftg } = team;
      await completedTrip(per.cookie, per.anstNr, {
        AvresaDatum: '2026-10-30',
        HemkomstDatum: '2026-11-02',
        Dagar: [],
        Mil: [
          { Datum: '2026-10-30', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123' },
          { Datum: '2026-11-02', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123' },
        ],
        Utlagg: [{ Datum: '2026-11-02', Text: 'Parkering', Belopp: 120, Moms: 24, Varugrupp: 'Resor' }],
        Representation: [],
      });
      const october = await exportedRoot(ftg.cookie, '2026-10-01', '2026-10-31');
      await chooseTravelPay(team, then);
      const november = await exportedRoot(ftg.cookie, '2026-11-01', '2026-11-30');

      const shown = await portalSums(ftg.cookie, [per.anstNr], '2026-10-01', '2026-11-30');
      expect(await receiverSums(ftg.cookie, [october, november])).toEqual(shown);
      // The trip keeps the form its first transfer gave it.
      const forms = (root: Element) => [
        elements(root, 'resetrans').length > 0,
        elements(root, 'lonetrans').length > 0,
      ];
      expect([forms(october), forms(november)]).toEqual(
        first === 'PORTAL'
          ? [
              [false, true],
              [false, true],
            ]
          : [
              [true, false],
              [false, false],
            ],
      );
    },
  );
});
