// PAXml files for the registers' import tests: a header, persons, codes, units, dimensions and
// schedule days, written as the payroll programs write them (ISO-8859-1, DOMAIN §12).
import type { TestApp } from '../../../test/app-helper';

export interface PersonXml {
  anstid?: string;
  persnr?: string;
  delete?: boolean;
  /** The child elements, in order, as XML. */
  inner?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const attrs = (a: Record<string, string | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join('');

export function paxmlFile(opts: {
  orgnr?: string;
  personal?: PersonXml[];
  koder?: { id: string; namn: string }[];
  resultatenheter?: { dim: number; id: string; namn: string; delete?: boolean }[];
  dimensioner?: { dim: number; namn: string }[];
  scheman?: {
    anstid?: string;
    persnr?: string;
    dagar: { datum: string; starttid?: string; sluttid?: string; timmar?: string }[];
  }[];
  /** Replaces the whole document (hostile files). */
  raw?: string;
}): Buffer {
  const parts = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">',
  ];
  parts.push(
    `<header>${EVERY_HEADER_ELEMENT}${opts.orgnr ? `<foretagorgnr>${opts.orgnr}</foretagorgnr>` : ''}</header>`,
  );
  if (opts.dimensioner)
    parts.push(
      `<dimensioner>${opts.dimensioner.map((d) => `<dimension${attrs({ dim: String(d.dim), namn: d.namn })}/>`).join('')}</dimensioner>`,
    );
  if (opts.resultatenheter)
    parts.push(
      `<resultatenheter>${opts.resultatenheter
        .map(
          (r) =>
            `<resultatenhet${attrs({ delete: r.delete ? 'true' : undefined, dim: String(r.dim), id: r.id, namn: r.namn })}/>`,
        )
        .join('')}</resultatenheter>`,
    );
  if (opts.koder)
    parts.push(
      `<koder>${opts.koder.map((k) => `<kod${attrs({ id: k.id, namn: k.namn, info: 'i' })}/>`).join('')}</koder>`,
    );
  if (opts.scheman)
    parts.push(
      `<schematransaktioner>${opts.scheman
        .map(
          (s) =>
            `<schema${attrs({ anstid: s.anstid, persnr: s.persnr })}>${s.dagar.map((d) => `<dag${attrs({ datum: d.datum, starttid: d.starttid, sluttid: d.sluttid, timmar: d.timmar })}/>`).join('')}</schema>`,
        )
        .join('')}</schematransaktioner>`,
    );
  if (opts.personal)
    parts.push(
      `<personal>${opts.personal
        .map(
          (p) =>
            `<person${attrs({ anstid: p.anstid, persnr: p.persnr, delete: p.delete ? 'true' : undefined })}>${p.inner ?? ''}</person>`,
        )
        .join('')}</personal>`,
    );
  parts.push('</paxml>');
  return Buffer.from(opts.raw ?? parts.join('\n'), 'latin1');
}

/** Every element headerTYPE allows but foretagorgnr (the test's), as payroll programs fill them. */
const EVERY_HEADER_ELEMENT = [
  '<format>LÖNUT</format>',
  '<version>2.0</version>',
  '<datum>2026-11-20T10:00:00</datum>',
  '<nyexport datum="2026-11-20" datumfrom="2026-11-01" datumtom="2026-11-30"/>',
  '<foretagid>1</foretagid>',
  '<foretagnamn>Test AB</foretagnamn>',
  '<extraadress>Box 1</extraadress>',
  '<postadress>Storgatan 1</postadress>',
  '<postnr>11122</postnr>',
  '<ort>Stockholm</ort>',
  '<land>SE</land>',
  '<epost>lon@example.se</epost>',
  '<hemsida>https://example.se</hemsida>',
  '<kontaktperson>Karin Kontakt</kontaktperson>',
  '<personalansvarig>Pia Personal</personalansvarig>',
  '<attestansvarig>Aron Attest</attestansvarig>',
  '<telefon>08-1234567</telefon>',
  '<telefax>08-7654321</telefax>',
  '<programnamn>Lön</programnamn>',
  '<programlicens>L-1</programlicens>',
  '<info>Exporterad</info>',
].join('');

/** A person's usual elements. */
export const personInner = (p: {
  fornamn?: string;
  efternamn?: string;
  epost?: string;
  mobil?: string;
  anstdatum?: string;
  avgdatum?: string;
}) =>
  [
    p.fornamn !== undefined ? `<fornamn>${esc(p.fornamn)}</fornamn>` : '',
    p.efternamn !== undefined ? `<efternamn>${esc(p.efternamn)}</efternamn>` : '',
    p.mobil ? `<mobiltelefon>${p.mobil}</mobiltelefon>` : '',
    p.epost ? `<epostarb>${p.epost}</epostarb>` : '',
    p.anstdatum ? `<anstdatum>${p.anstdatum}</anstdatum>` : '',
    p.avgdatum ? `<avgdatum>${p.avgdatum}</avgdatum>` : '',
  ].join('');

/** Every element personTYPE allows, in the order the schema's xs:all permits (any). */
export const EVERY_PERSON_ELEMENT = [
  '<fornamn>Åsa</fornamn>',
  '<efternamn>Öberg</efternamn>',
  '<extraadress>c/o Lund</extraadress>',
  '<postadress>Storgatan 1</postadress>',
  '<postnr>11122</postnr>',
  '<ort>Stockholm</ort>',
  '<land>SE</land>',
  '<mobiltelefon>+46701234567</mobiltelefon>',
  '<hemtelefon>08-123456</hemtelefon>',
  '<arbetstelefon>08-654321</arbetstelefon>',
  '<epostarb>asa.oberg@example.se</epostarb>',
  '<eposthem>asa@example.se</eposthem>',
  '<personaltyp>TJM</personaltyp>',
  '<kategori>K1</kategori>',
  '<befattning>Ekonom</befattning>',
  '<befattningskod>1234</befattningskod>',
  '<anstform>TV</anstform>',
  '<semesteravtal>S1</semesteravtal>',
  '<bankclearing>8327</bankclearing>',
  '<bankkonto>9123456789</bankkonto>',
  '<anstdatum>2026-03-01</anstdatum>',
  '<avgdatum>2027-12-31</avgdatum>',
  '<lonform>MÅN</lonform>',
  '<innevarande>true</innevarande>',
  '<timlon datum="2026-03-01">210.50</timlon>',
  '<manlon datum="2026-03-01">34000</manlon>',
  '<personbelopp><belopp id="B1" datum="2026-03-01">100</belopp></personbelopp>',
  '<persontexter><text id="T1">Nyckelkort 17</text></persontexter>',
  '<sysgrad datum="2026-03-01">100</sysgrad>',
  '<semesterdagar>25</semesterdagar>',
  '<skattetabell>33</skattetabell>',
  '<skattekolumn>1</skattekolumn>',
  '<skattejamkning procent="10" belopp="100" maxbelopp="1000"/>',
  '<loneutmatning belopp="500" forbehall="9000"/>',
  '<resenheter><resenhet dim="1" id="K100"/><resenhet dim="2" id="P7"/></resenheter>',
  '<info>Från lönesystemet</info>',
].join('');

/** POSTs a file for a preview or an import. */
export function importer(app: () => TestApp) {
  const call = (cookie: string, file: Buffer, over: Record<string, unknown> = {}, preview = true) =>
    app().call(cookie, 'POST', `/api/registers/import/paxml${preview ? '/preview' : ''}`, {
      Filnamn: 'lon.xml',
      Innehall: file.toString('base64'),
      TidKodGrupp: 'TJM',
      LonKodGrupp: 'TJM',
      ...over,
    });
  return {
    preview: (c: string, f: Buffer, o?: Record<string, unknown>) => call(c, f, o, true),
    run: (c: string, f: Buffer, o?: Record<string, unknown>) => call(c, f, o, false),
  };
}
