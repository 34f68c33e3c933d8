import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent, sniffReceiptFormat } from './receipt-file';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe('sniffReceiptFormat', () => {
  it('knows a receipt by its bytes, whatever it is called', () => {
    expect(sniffReceiptFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffReceiptFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffReceiptFormat(ascii('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('heif');
    expect(sniffReceiptFormat(ascii('%PDF-1.7\n'))).toBe('pdf');
  });

  it('takes no other file', () => {
    expect(sniffReceiptFormat(ascii('BM\0\0'.padEnd(30, '\0')))).toBeNull(); // a BMP picture is no receipt
    expect(sniffReceiptFormat(ascii('PK\x03\x04'))).toBeNull();
    expect(sniffReceiptFormat(ascii('<html>%PDF-'))).toBeNull();
    expect(sniffReceiptFormat(new Uint8Array())).toBeNull();
  });
});

describe('pdfHasActiveContent', () => {
  it('finds script, actions and embedded files, also written with escapes', () => {
    expect(pdfHasActiveContent('1 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >>')).toBe(true);
    expect(pdfHasActiveContent('<< /OpenAction << /S /Launch /F (calc.exe) >> >>')).toBe(true);
    expect(pdfHasActiveContent('<< /S /J#61vaScript >>')).toBe(true);
    expect(pdfHasActiveContent('<< /Type /EmbeddedFile >>')).toBe(true);
  });

  it('lets a plain receipt through, words like JSON and JSTOR included', () => {
    expect(pdfHasActiveContent('<< /Type /Page /Contents 4 0 R >> (Totalt 247,97 SEK) /JSON /JSTOR')).toBe(
      false,
    );
  });
});
