import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkOfficePackage, inflateCounting, PACKAGE_LIMITS } from './office-package';
import { contentTypes, docxBomb, lyingAboutSize, odf, ooxml } from './upload-test-kit';

// An Office or OpenDocument attachment is read as the ZIP package it claims to be (SPEC §5
// Document and attachment uploads): its kind, its size unpacked, and no macros.
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODT = 'application/vnd.oasis.opendocument.text';
const ODS = 'application/vnd.oasis.opendocument.spreadsheet';

describe('checkOfficePackage', () => {
  it('takes a real package of the kind it claims', async () => {
    expect(await checkOfficePackage(ooxml('docx'), DOCX)).toBe('ok');
    expect(await checkOfficePackage(ooxml('xlsx'), XLSX)).toBe('ok');
    expect(await checkOfficePackage(odf(), ODT)).toBe('ok');
  });

  it('refuses a package of another kind, or none', async () => {
    // A spreadsheet named .docx, a text document named .ods, a ZIP without a content type list.
    expect(await checkOfficePackage(ooxml('xlsx'), DOCX)).toBe('invalid');
    expect(await checkOfficePackage(odf(), ODS)).toBe('invalid');
    const plainZip = Buffer.from(zipSync({ 'word/document.xml': strToU8('<document/>') }));
    expect(await checkOfficePackage(plainZip, DOCX)).toBe('invalid');
    // ODF's mimetype must be the first entry.
    const late = Buffer.from(
      zipSync({ 'content.xml': strToU8('<x/>'), mimetype: [strToU8(ODT), { level: 0 }] }),
    );
    expect(await checkOfficePackage(late, ODT)).toBe('invalid');
    expect(await checkOfficePackage(Buffer.from('PK\u0003\u0004 and then nothing'), DOCX)).toBe('invalid');
  });

  it('refuses macros: a VBA project, a macro-enabled type, ODF Basic or scripts', async () => {
    expect(await checkOfficePackage(ooxml('docx', { 'word/vbaProject.bin': strToU8('VBA') }), DOCX)).toBe(
      'macros',
    );
    const macroEnabled = ooxml('docx', {}, 'application/vnd.ms-word.document.macroEnabled.main+xml');
    expect(await checkOfficePackage(macroEnabled, DOCX)).toBe('macros');
    const xlm = Buffer.from(
      zipSync({
        '[Content_Types].xml': contentTypes(
          `${XLSX}.main+xml`,
          '/xl/workbook.xml',
          '<Override PartName="/xl/macrosheets/sheet1.xml" ContentType="application/vnd.ms-excel.macrosheet+xml"/>',
        ),
        'xl/workbook.xml': strToU8('<workbook/>'),
      }),
    );
    expect(await checkOfficePackage(xlm, XLSX)).toBe('macros');
    expect(
      await checkOfficePackage(odf(ODT, { 'Basic/Standard/Module1.xml': strToU8('Sub Main') }), ODT),
    ).toBe('macros');
    expect(await checkOfficePackage(odf(ODT, { 'Scripts/python/run.py': strToU8('import os') }), ODT)).toBe(
      'macros',
    );
  });

  it('refuses too many entries', async () => {
    const many = Object.fromEntries(
      Array.from({ length: PACKAGE_LIMITS.entries }, (_, i) => [`word/media/${i}.xml`, strToU8('<x/>')]),
    );
    expect(await checkOfficePackage(ooxml('docx', many), DOCX)).toBe('tooLarge');
  });

  it('refuses a zip bomb by its declared sizes, and a lying one by inflating no further than it claims', async () => {
    const bomb = await docxBomb(200);
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(await checkOfficePackage(bomb, DOCX)).toBe('tooLarge');
    // The directory claims 1000 bytes: only inflating shows the lie, and it stops soon after them.
    expect(await checkOfficePackage(lyingAboutSize(bomb), DOCX)).toBe('invalid');
    // The document part's data: after the second local header and its name.
    const start =
      bomb.indexOf('word/document.xml', bomb.indexOf('PK\u0003\u0004', 4)) + 'word/document.xml'.length;
    const inflated = await inflateCounting(bomb.subarray(start), 1000);
    expect(inflated.over).toBe(true);
    expect(inflated.bytes).toBeLessThan(1000 + 256 * 1024);
    // A part far more compressed than any document is: 8 MB of zeros in 8 KB.
    expect(await checkOfficePackage(await docxBomb(8), DOCX)).toBe('tooLarge');
  }, 30_000);
});
