import { describe, expect, it } from 'vitest';
import {
  buildPaxml,
  escapeXml,
  paxmlDateTime,
  paxmlFileName,
  paxmlHours,
  paxmlStartEnd,
  type PaxmlDocument,
  type PaxmlTimeRow,
} from './paxml';

const row = (over: Partial<PaxmlTimeRow> = {}): PaxmlTimeRow => ({
  postId: 'a1',
  anstNr: '1001',
  tidKod: 'ARB',
  datum: '2026-11-02',
  timmar: 8,
  startTid: '',
  slutTid: '',
  resEnhet: ['', '', '', '', '', ''],
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

  it('escapes markup and drops characters XML 1.0 cannot carry', () => {
    expect(escapeXml(`Ö&<>"'\u0001x`)).toBe('Ö&amp;&lt;&gt;&quot;&apos;x');
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
  it('writes the declaration, the schema location and the header in PAXml order', () => {
    const xml = buildPaxml(doc());
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<paxml ')).toBe(true);
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd"');
    expect(xml).toContain(
      '<header>\n<format>LÖNIN</format>\n<version>2.0</version>\n<datum>2026-11-21T14:05:09</datum>\n' +
        '<foretagid>EXEMPEL</foretagid>\n<foretagorgnr>165560000000</foretagorgnr>\n' +
        '<foretagnamn>Exempelbolaget AB</foretagnamn>\n<programnamn>Lönportalen</programnamn>\n</header>',
    );
  });

  it('writes a row with times and result units, and one marker of each kind per employee', () => {
    const xml = buildPaxml(
      doc({
        rows: [
          row({
            postId: 'r1',
            startTid: '22:00',
            slutTid: '06:00',
            timmar: 8,
            resEnhet: ['P1', '', 'K&3', '', '', ''],
          }),
          row({ postId: 'r2', datum: '2026-11-05', tidKod: 'SJK' }),
          row({ postId: 'r3', anstNr: '1006', datum: '2026-11-03' }),
        ],
      }),
    );
    expect(xml).toContain(
      '<tidtrans anstid="1001" postid="r1"><tidkod>ARB</tidkod><datum>2026-11-02</datum>' +
        '<starttid>2026-11-02T22:00:00</starttid><sluttid>2026-11-03T06:00:00</sluttid><timmar>8.00</timmar>' +
        '<resenheter><resenhet dim="1" id="P1"/><resenhet dim="3" id="K&amp;3"/></resenheter></tidtrans>',
    );
    expect(xml).toContain('<klar anstid="1001" datumfrom="2026-11-02" datumtom="2026-11-05"/>');
    expect(xml).toContain('<attesterat anstid="1006" datumfrom="2026-11-03" datumtom="2026-11-03"/>');
    expect(xml.indexOf('postid="r3"')).toBeLessThan(xml.indexOf('<attesterat '));
    expect(xml.indexOf('<attesterat ')).toBeLessThan(xml.indexOf('<klar '));
  });

  it('leaves out markers the company does not use, and empty sections', () => {
    const xml = buildPaxml(doc({ markers: { klar: false, attesterat: true } }));
    expect(xml).not.toContain('<klar');
    expect(xml).not.toContain('<schematransaktioner>');
    expect(buildPaxml(doc({ rows: [] }))).not.toContain('<tidtransaktioner>');
  });

  it('writes the scheduled days of each employee, days without hours left out', () => {
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
          { anstNr: '1006', dagar: [{ datum: '2026-11-07', timmar: 0 }] },
        ],
      }),
    );
    expect(xml).toContain(
      '<schematransaktioner>\n<schema anstid="1001">\n<dag datum="2026-11-02" timmar="8.00"/>\n</schema>\n</schematransaktioner>',
    );
  });
});
