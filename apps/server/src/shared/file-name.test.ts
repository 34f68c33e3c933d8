import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX } from './file-name';

// The one cleaner of an uploaded file's name (receipts, attachments, the receipts ZIP's entries).
describe('cleanFileName', () => {
  it('keeps the last part of a path, whichever separator it uses', () => {
    expect(cleanFileName('C:\\bilder\\kvitto.png')).toBe('kvitto.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a/b\\c.pdf')).toBe('c.pdf');
    expect(cleanFileName('..')).toBe('fil');
    expect(cleanFileName('dir/')).toBe('fil');
  });

  it('drops control and direction characters and quotes', () => {
    expect(cleanFileName('kvitto\u0000\r\n\t.png')).toBe('kvitto.png');
    expect(cleanFileName('faktura\u202egpj.exe')).toBe('fakturagpj.exe');
    expect(cleanFileName('kvitto "ica".png')).toBe('kvitto ica.png');
    expect(cleanFileName('a<b>c:d|e*f?.txt')).toBe('a_b_c_d_e_f_.txt');
  });

  it('never starts with what a spreadsheet runs as a formula, nor with a dot', () => {
    expect(cleanFileName('=HYPERLINK("x").csv')).toBe('HYPERLINK(x).csv');
    expect(cleanFileName('+1.png')).toBe('1.png');
    expect(cleanFileName('-rf.txt')).toBe('rf.txt');
    expect(cleanFileName('@SUM(A1).xlsx')).toBe('SUM(A1).xlsx');
    expect(cleanFileName(' = -@.bashrc')).toBe('bashrc');
    expect(cleanFileName('.htaccess')).toBe('htaccess');
    expect(cleanFileName('rapport. ')).toBe('rapport');
  });

  it('is bounded in length and keeps the extension', () => {
    const long = cleanFileName(`${'å'.repeat(500)}.docx`);
    expect([...long]).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('å.docx')).toBe(true);
    // Counted in characters, never cutting an emoji's surrogate pair in half.
    const emoji = cleanFileName(`${'😀'.repeat(300)}.png`);
    expect(emoji).toBe(`${'😀'.repeat(FILE_NAME_MAX - 4)}.png`);
  });

  it('keeps an ordinary Swedish name as it is, composed', () => {
    expect(cleanFileName('Kvitto Åhléns 2026-11-14.pdf')).toBe('Kvitto Åhléns 2026-11-14.pdf');
    expect(cleanFileName('A\u030angström.png')).toBe('Ångström.png');
    expect(cleanFileName('', 'kvitto')).toBe('kvitto');
  });
});
