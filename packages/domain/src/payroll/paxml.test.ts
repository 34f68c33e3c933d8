import { describe, expect, it } from 'vitest';
import {
  paxmlFileName,
  defaultPaxmlKod,
  isPaxmlTidKod,
  type PaxmlDocument,
  type PaxmlTimeRow,
} from './paxml';
import {
  buildPaxml,
  escapeXml,
  escapeXml as esc,
  paxmlDateTime,
  paxmlHours,
  paxmlOrgnr,
  paxmlStartEnd,
  sendsTimes,
} from './paxml-writer';

const row = (over: Partial<PaxmlTimeRow> = {}): PaxmlTimeRow => ({
  postId: 1,
  anstNr: '1001',
  persNr: '',
  kod: { tidkod: 'ARB' },
  datum: '2026-11-02',
  timmar: 8,
  startTid: '',
  slutTid: '',
  rastMinuter: 0,
  resEnhet: ['', '', '', '', '', ''],
  barn: '',
  ...over,
});

const doc = (over: Partial<PaxmlDocument> = {}): PaxmlDocument => ({
  company: { foretagId: 'EXEMPEL', orgnr: '165560000000', namn: 'Exempelbolaget AB' },
  skapad: new Date('2026-11-21T13:05:09Z'),
  rows: [row()],
  schedules: [],
  markers: { klar: true, attesterat: true },
  ...over,
});

describe('PAXml values (DOMAIN §12)', () => {
  it.each([
    [8, '8.00'],
    [7.5, '7.50'],
    [0.125, '0.13'],
    [-1.25, '-1.25'],
    [-0.001, '0.00'],
    [0, '0.00'],
    [23.999, '24.00'],
  ])('hours %s are written %s', (n, text) => expect(paxmlHours(n)).toBe(text));

  it('escapes markup, writes characters outside Latin-1 as references and drops what XML 1.0 cannot carry', () => {
    expect(escapeXml(`Ö&<>"'\u0001x`)).toBe('Ö&amp;&lt;&gt;&quot;&apos;x');
    expect(esc('Łukasz Wąs 😀 €')).toBe('&#321;ukasz W&#261;s &#128512; &#8364;');
    expect(esc('a\ud800b')).toBe('ab'); // a lone surrogate
  });

  it('writes the orgnr as digits: 10 for a legal person, 12 for a sole trader', () => {
    expect(paxmlOrgnr('165560160680')).toBe('5560160680');
    expect(paxmlOrgnr('187912219990')).toBe('187912219990');
  });

  it('knows the closed list of tidkoder of the schema and maps company codes to it', () => {
    expect(['ARB', 'SJK', 'ÖT1', 'NÄR', 'SJK_LÖN', 'JR1', 'BE3', 'NV9'].every(isPaxmlTidKod)).toBe(true);
    expect(['JOUR', 'BER', 'arb', 'OB6', ''].some(isPaxmlTidKod)).toBe(false);
    expect(defaultPaxmlKod('SEM', 'SEMESTER')).toBe('SEM');
    expect(defaultPaxmlKod('JOUR', 'JOUR')).toBe('JR1');
    expect(defaultPaxmlKod('BER', 'BEREDSKAP')).toBe('BE1');
    expect(defaultPaxmlKod('FRISK', 'NORMAL')).toBeNull();
  });

  it.each([
    ['08:00', '16:30', 0, 8.5, true],
    ['22:00', '06:00', 0, 8, true],
    ['22:00', '06:00', 0, 9, false], // the autumn night: the receiver would count 8
    ['22:00', '06:00', 0, 7, false], // the spring night
    ['08:00', '17:00', 60, 8, false], // a break
    ['08:00', '16:00', 0, 6, false], // hours typed apart from the times
    ['', '', 0, 8, false],
    ['07:15', '07:15', 0, 24, true],
  ])('%s–%s less %i min, %s h: sent as times %s', (startTid, slutTid, rastMinuter, timmar, times) => {
    expect(sendsTimes({ startTid, slutTid, rastMinuter, timmar })).toBe(times);
  });

  it.each([
    ['08:00', '16:30', '2026-11-02T08:00:00', '2026-11-02T16:30:00'],
    ['22:00', '06:00', '2026-11-02T22:00:00', '2026-11-03T06:00:00'],
    ['00:00', '00:00', '2026-11-02T00:00:00', '2026-11-03T00:00:00'],
    ['18:00', '24:00', '2026-11-02T18:00:00', '2026-11-03T00:00:00'],
  ])('start %s end %s become %s – %s (midnight crossing on the next day)', (s, e, start, end) => {
    expect(paxmlStartEnd('2026-11-02', s, e)).toEqual({ start, end });
  });

  it('has no start/end for a row typed as hours', () => {
    expect(paxmlStartEnd('2026-11-02', '', '')).toBeNull();
  });

  it('writes the export time as Swedish local time (winter and summer time)', () => {
    expect(paxmlDateTime(new Date('2026-11-21T13:05:09Z'))).toBe('2026-11-21T14:05:09');
    expect(paxmlDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00');
  });

  it('names the file after the organisation number and period', () => {
    expect(paxmlFileName('556000-0000', '2026-11-01', '2026-11-30')).toBe(
      'paxml-5560000000-2026-11-01-2026-11-30.xml',
    );
  });
});

describe('buildPaxml', () => {
  it('writes the declaration, the schema location and the header', () => {
    const xml = buildPaxml(doc());
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\n<paxml ')).toBe(true);
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd"');
    expect(xml).toContain(
      '<header>\n<format>LÖNIN</format>\n<version>2.0</version>\n<datum>2026-11-21T14:05:09</datum>\n' +
        '<foretagid>EXEMPEL</foretagid>\n<foretagorgnr>5560000000</foretagorgnr>\n' +
        '<foretagnamn>Exempelbolaget AB</foretagnamn>\n<programnamn>Lönportalen</programnamn>\n</header>',
    );
  });

  it('writes the markers first, then rows with times or hours, never both', () => {
    const xml = buildPaxml(
      doc({
        rows: [
          row({
            postId: 1,
            startTid: '22:00',
            slutTid: '06:00',
            timmar: 8,
            resEnhet: ['P1', '', 'K&3', '', '', ''],
          }),
          row({ postId: 2, datum: '2026-11-05', kod: { tidkod: 'SJK' }, persNr: '199001011234' }),
          row({
            postId: 3,
            anstNr: '1006',
            datum: '2026-11-03',
            startTid: '08:00',
            slutTid: '17:00',
            rastMinuter: 60,
          }),
        ],
      }),
    );
    expect(xml).toContain(
      '<tidtrans postid="1" anstid="1001"><tidkod>ARB</tidkod><datum>2026-11-02</datum>' +
        '<starttid>2026-11-02T22:00:00</starttid><sluttid>2026-11-03T06:00:00</sluttid>' +
        '<resenheter><resenhet dim="1" id="P1"/><resenhet dim="3" id="K&amp;3"/></resenheter></tidtrans>',
    );
    expect(xml).toContain(
      '<tidtrans postid="2" anstid="1001" persnr="199001011234"><tidkod>SJK</tidkod><datum>2026-11-05</datum><timmar>8.00</timmar></tidtrans>',
    );
    expect(xml).toContain(
      '<tidtrans postid="3" anstid="1006"><tidkod>ARB</tidkod><datum>2026-11-03</datum><timmar>8.00</timmar></tidtrans>',
    );
    expect(xml).toContain('<klar anstid="1001" datumfrom="2026-11-02" datumtom="2026-11-05"/>');
    expect(xml).toContain('<attesterat anstid="1006" datumfrom="2026-11-03" datumtom="2026-11-03"/>');
    expect(xml.lastIndexOf('<klar ')).toBeLessThan(xml.indexOf('<attesterat '));
    expect(xml.lastIndexOf('<attesterat ')).toBeLessThan(xml.indexOf('<tidtrans '));
  });

  it('sends a code without a PAXml tidkod as hours of the company pay code', () => {
    const xml = buildPaxml(
      doc({
        rows: [row({ postId: 9, kod: { lonart: 'FRISKTIM', benamning: 'Friskvårdstimme' }, timmar: 1 })],
      }),
    );
    expect(xml).toContain(
      '<lonetransaktioner>\n<lonetrans postid="9" anstid="1001"><lonart>FRISKTIM</lonart>' +
        '<benamning>Friskvårdstimme</benamning><datum>2026-11-02</datum><antal>1.00</antal></lonetrans>\n</lonetransaktioner>',
    );
    // Without a time transaction there is no tidtransaktioner, so no markers either (2012 schema).
    expect(xml).not.toContain('<tidtransaktioner>');
  });

  it('names a VAB day’s child by their personnummer, and no child on other rows', () => {
    const xml = buildPaxml(
      doc({
        rows: [
          row({ postId: 3, kod: { tidkod: 'VAB' }, barn: '201503121239' }),
          row({ postId: 4, kod: { tidkod: 'VAB' }, barn: '1503121239' }),
        ],
      }),
    );
    expect(xml).toContain(
      '<tidtrans postid="3" anstid="1001"><tidkod>VAB</tidkod><datum>2026-11-02</datum>' +
        '<timmar>8.00</timmar><barn>201503121239</barn></tidtrans>',
    );
    // barn is exactly 12 digits in the schema: anything else is left out rather than refused.
    expect(xml).toContain(
      '<tidtrans postid="4" anstid="1001"><tidkod>VAB</tidkod><datum>2026-11-02</datum><timmar>8.00</timmar></tidtrans>',
    );
  });

  it('leaves out markers the company does not use, and empty sections', () => {
    const xml = buildPaxml(doc({ markers: { klar: false, attesterat: true } }));
    expect(xml).not.toContain('<klar');
    expect(xml).not.toContain('<schematransaktioner>');
    expect(xml).not.toContain('<lonetransaktioner>');
    expect(buildPaxml(doc({ rows: [] }))).not.toContain('<tidtransaktioner>');
  });

  it('writes every day of each schedule, days without hours too', () => {
    const xml = buildPaxml(
      doc({
        schedules: [
          {
            anstNr: '1001',
            dagar: [
              { datum: '2026-11-02', timmar: 8 },
              { datum: '2026-11-07', timmar: 0 },
            ],
          },
          { anstNr: '1006', dagar: [] },
        ],
      }),
    );
    expect(xml).toContain(
      '<schematransaktioner>\n<schema anstid="1001">\n<dag datum="2026-11-02" timmar="8.00"/>\n' +
        '<dag datum="2026-11-07" timmar="0.00"/>\n</schema>\n</schematransaktioner>',
    );
  });
});
