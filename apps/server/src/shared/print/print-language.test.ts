import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, TIME_ENTRY_STATUSES, type Language } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { employees } from '../../db/schema/index';
import { newStaffedTeam } from '../../../test/factories';
import { pdfTexts } from '../../../test/pdf-text';

// ADR 0011: the print PDFs in the user's language, with the web's texts (one source: the web's i18n
// files), in a font that draws å ä ö and the Polish letters.
let t: TestApp;
const cookies: Record<string, string> = {};
/** The employee number of `per`, in a company of 45 employees. */
let mine = '';
const FO_NAMN = 'Łucja';
const EF_NAMN = 'Świątek-Żak';

interface Texts {
  print: {
    tidrapport: { title: string; col: Record<string, string>; perCode: string };
    attestlista: { title: string; col: Record<string, string>; employees: string };
    company: string;
    period: string;
    total: string;
    pdf: { page: string };
  };
  timeReport: { status: Record<string, string> };
}
/** The web's texts, read here on their own, so the test compares the PDF with the web's file. */
const web = (lang: Language) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/i18n/${lang}.json`, import.meta.url), 'utf8'),
  ) as Texts;

beforeAll(async () => {
  t = await createTestApp();
  const team = await newStaffedTeam(t, 45);
  mine = team.per.anstNr;
  Object.assign(cookies, { per: team.per.cookie, avd: team.avd.cookie, ftg: team.ftg.cookie });
  await t.database.db
    .update(employees)
    .set({ foNamn: FO_NAMN, efNamn: EF_NAMN })
    .where(and(eq(employees.ftgId, team.company.ftgId), eq(employees.anstNr, mine)));
  const res = await t.api({
    method: 'POST',
    url: '/api/tidrader',
    cookie: cookies.per,
    body: { AnstNr: mine, Datum: '2026-11-02', TidKod: 'ARB', Timmar: 8, Kommentar: 'Łódź, żółw' },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const get = (login: string, url: string) => t.api({ url, cookie: cookies[login] });

/** The PDF's pages, each as the text drawn on it (strings joined by spaces), and the document. */
async function pdf(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const doc = await PDFDocument.load(res.rawPayload);
  const texts = await pdfTexts(res.rawPayload);
  const pages = texts.map((strings) => strings.join(' '));
  const language = doc.catalog.lookupMaybe(PDFName.of('Lang'), PDFString, PDFHexString)?.decodeText();
  return { doc, language, pages, all: pages.join(' '), strings: texts.flat() };
}

const WEEKDAY_2026_11_02: Record<Language, string> = { sv: 'mån', en: 'Mon', fr: 'lun.', pl: 'pon.' };
// Numbers as the web shows them, the Swedish way in every language.
const HOURS_8: Record<Language, string> = { sv: '8,00', en: '8,00', fr: '8,00', pl: '8,00' };

describe('GET /print/tidrapport in the four languages', () => {
  for (const lang of LANGUAGES)
    it(`prints the time report in ${lang}, with the web's texts and Polish letters`, async () => {
      const { print, timeReport } = web(lang);
      const { doc, language, pages, all } = await pdf(
        await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30&Lang=${lang}`),
      );
      expect(doc.getTitle()).toBe(print.tidrapport.title);
      expect(language).toBe(lang === 'sv' ? 'sv-SE' : lang);
      const first = pages[0]!;
      for (const text of [
        print.tidrapport.title,
        print.company,
        print.period,
        ...['datum', 'tidkod', 'benamning', 'timmar', 'schema', 'status', 'kommentar'].map(
          (k) => print.tidrapport.col[k]!,
        ),
        timeReport.status.NOT_APPROVED!,
        `${WEEKDAY_2026_11_02[lang]} 2026-11-02`,
        `${mine} ${FO_NAMN} ${EF_NAMN}`,
        'Łódź, żółw',
        HOURS_8[lang],
        print.pdf.page.replace('{{page}}', '1').replace('{{pages}}', String(pages.length)),
      ])
        expect(first).toContain(text);
      expect(all).toContain(print.tidrapport.perCode);
      expect(all).toContain(print.total);
      expect(all).not.toContain('\uFFFD');
    });

  it('prints Swedish without Lang, the English headings with Lang=en', async () => {
    const sv = await pdf(await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30`));
    expect(sv.pages[0]).toContain('Tidrapport');
    expect(sv.pages[0]).toContain('Benämning');
    expect(sv.pages[0]).toContain('Ej godkänd');
    const en = await pdf(
      await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30&Lang=en`),
    );
    expect(en.pages[0]).toContain('Time report');
    expect(en.pages[0]).toContain('Not approved');
    expect(en.pages[0]).not.toContain('Benämning');
  });

  it('refuses an unknown language with a field error', async () => {
    for (const url of [
      `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30&Lang=de`,
      '/print/attestlista?From=2026-11-01&To=2026-11-30&Lang=SV',
    ]) {
      const res = await get('ftg', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        Code: 40000,
        Details: [{ Field: 'Lang', Code: 'validation.invalid' }],
      });
    }
  });
});

describe('GET /print/attestlista in the four languages', () => {
  for (const lang of LANGUAGES)
    it(`prints the attest list in ${lang}, with the web's status names and numbers as the web shows them`, async () => {
      const { print, timeReport } = web(lang);
      const mine = await pdf(
        await get('avd', `/print/attestlista?From=2026-11-01&To=2026-11-30&Lang=${lang}`),
      );
      expect(mine.doc.getTitle()).toBe(print.attestlista.title);
      for (const text of [
        print.attestlista.title,
        ...Object.values(print.attestlista.col),
        ...TIME_ENTRY_STATUSES.map((s) => timeReport.status[s]!),
        `${EF_NAMN}, ${FO_NAMN}`,
        print.total,
      ])
        expect(mine.pages[0]).toContain(text);

      // 45 employees: the company's scheduled hours pass a thousand, grouped the Swedish way in
      // every language, as the web shows numbers.
      const all = await pdf(
        await get('ftg', `/print/attestlista?From=2026-11-01&To=2026-11-30&Lang=${lang}`),
      );
      expect(all.all).toContain(print.attestlista.employees.replace('{{count}}', '45'));
      const thousands = /^\d{1,3}( \d{3})+,\d\d$/;
      expect(
        all.strings.some((s) => thousands.test(s)),
        all.strings.slice(-12).join(' | '),
      ).toBe(true);
    });
});
