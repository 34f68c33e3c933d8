import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumberSv, type Language } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newTeam, type Team } from '../../../test/factories';
import { employees } from '../../db/schema/index';
import { pdfTexts } from '../../../test/pdf-text';
import { domesticTrip } from '../../../test/travel-fixtures';

// One trip's travel expense report as PDF (/rapporter/reserakning,
// Plus): the events, the per diem day by day, the nights, the mileage, the expenses, the
// representation and the totals, in the user's language with the web's texts, under the scope of
// GET /api/resa/{Id}. Every test makes its own company and people.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
interface Texts {
  travel: {
    print: Record<string, string> & { col: Record<string, string>; meal: Record<string, string> };
    eventType: Record<string, string>;
    part: Record<string, string>;
    vehicle: Record<string, string>;
    status: Record<string, string>;
  };
  errors: { travelRulesMissing: string };
}
/** The web's texts, read here on their own, so the test compares the PDF with the web's file. */
const web = (lang: Language) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/i18n/${lang}.json`, import.meta.url), 'utf8'),
  ) as Texts;

const FO_NAMN = 'Łucja';
const EF_NAMN = 'Świątek-Żak';

/** A company with Plus and the print on (the portal's default), the employee with a Polish name. */
async function plusTeam(): Promise<Team> {
  const team = await newTeam(t, { settings: { hasPlus: true } });
  await t.database.db
    .update(employees)
    .set({ foNamn: FO_NAMN, efNamn: EF_NAMN })
    .where(and(eq(employees.ftgId, team.company.ftgId), eq(employees.anstNr, team.per.anstNr)));
  return team;
}

/** The tests' domestic trip (test/travel-fixtures.ts) with a parking fee and a customer dinner. */
const domestic = (anstNr: string, over: Json = {}) =>
  domesticTrip(anstNr, {
    Utlagg: [{ Datum: '2026-11-11', Text: 'Parkering Lindholmen', Belopp: 250, Moms: 50 }],
    Representation: [
      {
        Datum: '2026-11-11',
        Typ: 'EXTERN',
        Deltagare: [
          { Namn: 'Zdzisław Łęcki', Foretag: 'Żabka sp. z o.o.' },
          { Namn: `${FO_NAMN} ${EF_NAMN}`, Foretag: '' },
        ],
        Belopp: 1000,
        Moms: 120,
        Text: 'Kundmiddag',
      },
    ],
    ...over,
  });

/** To Oslo by plane and back, in 2024 (the year whose normalbelopp the portal ships). */
const toNorway = (anstNr: string) => ({
  AnstNr: anstNr,
  Syfte: 'Mässa',
  Ort: 'Oslo',
  AvresaDatum: '2024-11-18',
  AvresaTid: '07:00',
  HemkomstDatum: '2024-11-20',
  HemkomstTid: '19:30',
  AvstandKm: 0,
  Handelser: [
    {
      Typ: 'FLYG',
      Datum: '2024-11-18',
      Tid: '08:00',
      FranLand: 'SE',
      Land: 'NO',
      AnkomstDatum: '2024-11-18',
      AnkomstTid: '09:10',
    },
    {
      Typ: 'FLYG',
      Datum: '2024-11-20',
      Tid: '17:00',
      FranLand: 'NO',
      Land: 'SE',
      AnkomstDatum: '2024-11-20',
      AnkomstTid: '18:10',
    },
  ],
  Dagar: [{ Datum: '2024-11-19', Frukost: true }],
});

interface Trip {
  Id: string;
  Resultat: {
    kind: string;
    totals: { Skattefritt: number; Skattepliktigt: number; Utlagg: number; AvdragsgillMoms: number };
  };
}
const createTrip = async (cookie: string, body: Json): Promise<Trip> => {
  const res = await t.api({ method: 'POST', url: '/api/resor', cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Trip;
};

const print = (cookie: string | undefined, query: string) =>
  t.api({ url: `/print/reserakning?${query}`, ...(cookie ? { cookie } : {}) });

/** The PDF's text: every string drawn, and the pages joined. */
async function pdf(res: Awaited<ReturnType<typeof print>>) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(res.rawPayload);
  const strings = (await pdfTexts(res.rawPayload)).flat();
  return { doc, strings, all: strings.join(' ') };
}

const kr = (n: number) => formatNumberSv(n);

describe('GET /print/reserakning', () => {
  it('prints the trip: header, events, days, nights, mileage, expenses, representation and totals', async () => {
    const { per } = await plusTeam();
    const trip = await createTrip(per.cookie, domestic(per.anstNr));
    expect(trip.Resultat).toMatchObject({ kind: 'ok', totals: { Skattefritt: 2595, Utlagg: 1250 } });
    const res = await print(per.cookie, `Id=${trip.Id}`);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="reserakning-${per.anstNr}-2026-11-10.pdf"`,
    );
    const { doc, strings, all } = await pdf(res);
    const sv = web('sv').travel;
    expect(doc.getTitle()).toBe(sv.print.title);
    expect(doc.getPage(0).getSize()).toEqual({ width: 841.89, height: 595.28 });
    for (const text of [
      `${per.anstNr} ${FO_NAMN} ${EF_NAMN}`,
      'Kundbesök',
      'Göteborg',
      '470 km',
      '2026-11-10 07:00',
      '2026-11-12 20:00',
      sv.status.IN_PROGRESS!,
      sv.print.events!,
      sv.eventType.AVRESA!,
      sv.eventType.HEMKOMST!,
      sv.print.days!,
      sv.part.full!,
      sv.print.meal.lunch!,
      sv.print.nights!,
      sv.print.mileage!,
      sv.vehicle.EGEN_BIL!,
      'ABC123',
      sv.print.expenses!,
      'Parkering Lindholmen',
      sv.print.representation!,
      'Zdzisław Łęcki, Żabka sp. z o.o.',
      'Kundmiddag',
      sv.print.totals!,
    ])
      expect(all).toContain(text);
    // The per diem of each day (the free lunch takes 105), the nights, the mileage, the totals.
    for (const amount of ['300,00', '195,00', '105,00', '150,00', '750,00', '1 500,00', '250,00', '1 000,00'])
      expect(strings).toContain(amount);
    const { totals } = trip.Resultat;
    for (const amount of [totals.Skattefritt, totals.Skattepliktigt, totals.Utlagg, totals.AvdragsgillMoms])
      expect(strings).toContain(kr(amount));
    expect(strings).toContain('2 595,00');
    expect(all).not.toContain('\uFFFD');
  });

  it("prints in the user's language, with the country names of that language", async () => {
    const { per } = await plusTeam();
    const trip = await createTrip(per.cookie, toNorway(per.anstNr));
    expect(trip.Resultat.kind).toBe('ok');
    const country: Record<Language, string> = { sv: 'Norge', en: 'Norway', fr: 'Norvège', pl: 'Norwegia' };
    for (const lang of ['sv', 'en', 'fr', 'pl'] as const) {
      const texts = web(lang).travel;
      const { doc, all } = await pdf(await print(per.cookie, `Id=${trip.Id}&Lang=${lang}`));
      expect(doc.getTitle()).toBe(texts.print.title);
      for (const text of [
        texts.print.days!,
        texts.print.col.mealReduction!,
        texts.print.meal.breakfast!,
        texts.eventType.FLYG!,
        texts.part.full!,
        country[lang],
        '2024-11-18 09:10',
      ])
        expect(all, lang).toContain(text);
    }
    const en = await pdf(await print(per.cookie, `Id=${trip.Id}&Lang=en`));
    expect(en.all).toContain('Per diem per day');
    expect(en.all).not.toContain('Traktamente per dag');
    const sv = await pdf(await print(per.cookie, `Id=${trip.Id}`));
    expect(sv.all).toContain('Traktamente per dag');
    expect(sv.all).not.toContain('Per diem per day');
  });

  it('prints "missing rules for travel" instead of the amounts for a year without them', async () => {
    const { per } = await plusTeam();
    const trip = await createTrip(
      per.cookie,
      domestic(per.anstNr, {
        AvresaDatum: '2023-05-10',
        HemkomstDatum: '2023-05-12',
        Dagar: [],
        Mil: [{ Datum: '2023-05-10', Km: 120, Fordon: 'EGEN_BIL' }],
        Utlagg: [{ Datum: '2023-05-11', Text: 'Parkering', Belopp: 250, Moms: 50 }],
        Representation: [],
      }),
    );
    expect(trip.Resultat).toMatchObject({ kind: 'missingRules' });
    for (const lang of ['sv', 'pl'] as const) {
      const { strings, all } = await pdf(await print(per.cookie, `Id=${trip.Id}&Lang=${lang}`));
      expect(all).toContain(`${web(lang).errors.travelRulesMissing} (2023)`);
      // The drive and the expense as reported, no amount by the rules.
      expect(all).toContain(web(lang).travel.vehicle.EGEN_BIL);
      expect(strings).toContain('250,00');
      expect(strings).not.toContain('300,00');
    }
  });

  it('keeps to the scope of the trip: the manager prints, another employee gets 403, another company 404', async () => {
    const { per, avd, other, ftg } = await plusTeam();
    const trip = await createTrip(per.cookie, domestic(per.anstNr));
    await pdf(await print(avd.cookie, `Id=${trip.Id}`));
    await pdf(await print(ftg.cookie, `Id=${trip.Id}`));
    const outside = await print(other.cookie, `Id=${trip.Id}`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ Code: 40311 });
    const stranger = await newEmployee(t, {
      ftgId: (await newCompany(t, { settings: { hasPlus: true } })).ftgId,
    });
    expect((await print(stranger.cookie, `Id=${trip.Id}`)).statusCode).toBe(404);
    expect((await print(per.cookie, 'Id=5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00')).statusCode).toBe(404);
    expect((await print(undefined, `Id=${trip.Id}`)).statusCode).toBe(401);
    const bad = await print(per.cookie, 'Id=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Details).toEqual([{ Field: 'Id', Code: 'validation.invalid' }]);
    const lang = await print(per.cookie, `Id=${trip.Id}&Lang=de`);
    expect(lang.json().Details).toEqual([{ Field: 'Lang', Code: 'validation.invalid' }]);
  });

  it('is closed to a company without Plus, and where the portal does not show the print', async () => {
    const { per } = await newTeam(t);
    const trip = await createTrip(per.cookie, domestic(per.anstNr));
    const res = await print(per.cookie, `Id=${trip.Id}`);
    expect(res.statusCode).toBe(403);
    expect(String(res.json().Code)).toMatch(/^403/);

    const off = await newTeam(t, { settings: { hasPlus: true }, portal: { EnableReserakningPrint: false } });
    const offTrip = await createTrip(off.per.cookie, domestic(off.per.anstNr));
    expect((await print(off.per.cookie, `Id=${offTrip.Id}`)).statusCode).toBe(403);
  });
});
