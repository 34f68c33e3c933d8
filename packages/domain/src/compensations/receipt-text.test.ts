import { describe, expect, it } from 'vitest';
import { readReceiptText } from './receipt-text';
import { RECEIPT_TEXTS } from './receipt-texts';

// The texts are what text recognition read from receipts rendered as images, mistakes included
// ("Moms?s", "Tack for"); the values beside them are what the receipts say.
const text = (name: string) => RECEIPT_TEXTS[name] ?? '';

const RECEIPTS = [
  { file: 'ica', merchant: 'ICA Supermarket Hornstull', date: '2026-11-14', total: 247.97, currency: 'SEK', vat: { 12: 16.4, 25: 18.98 }, tax: 35.38, type: 'Livsmedel' },
  { file: 'photo12mp', merchant: 'ICA Nära Vasastan', date: '2026-11-16', total: 247.97, currency: 'SEK', vat: { 12: 16.4, 25: 18.98 }, tax: 35.38, type: 'Livsmedel' },
  { file: 'restaurant', merchant: 'Restaurang Pelikan', date: '2026-10-03', total: 639, currency: 'SEK', vat: { 12: 47.68, 25: 38.8 }, tax: 86.48, type: 'Restaurang' },
  { file: 'taxi', merchant: 'Taxi Stockholm 15 00 00', date: '2026-09-21', total: 675, currency: 'SEK', vat: { 6: 38.21 }, tax: 38.21, type: 'Taxi' },
  { file: 'fuel', merchant: 'Circle K Kungens Kurva', date: '2026-08-30', total: 931.78, currency: 'SEK', vat: { 12: 3.43, 25: 179.96 }, tax: 183.39, type: 'Drivmedel' },
  { file: 'hotel', merchant: 'Scandic Malmö City', date: '2026-12-02', total: 3295, currency: 'SEK', vat: { 12: 314.46, 25: 72 }, tax: 386.46, type: 'Hotell' },
  { file: 'eur', merchant: 'Café Einstein Stammhaus', date: '2026-11-20', total: 43.2, currency: 'EUR', vat: {}, tax: 3.75, type: 'Restaurang' },
  { file: 'rotated', merchant: 'Coop Konsum Södermalm', date: '2026-11-02', total: 173.3, currency: 'SEK', vat: { 6: 2.55, 12: 10.54, 25: 5.98 }, tax: 19.07, type: 'Livsmedel' },
  { file: 'lowcontrast', merchant: 'Pressbyrån Centralen', date: '2026-07-15', total: 258, currency: 'SEK', vat: { 6: 2.21, 12: 7.5, 25: 29.8 }, tax: 39.51, type: 'Resor' },
]; // prettier-ignore

describe('readReceiptText', () => {
  it.each(RECEIPTS)('reads the $file receipt', (r) => {
    const read = readReceiptText(text(r.file));
    expect(read).toEqual({
      TransactionDate: r.date,
      Total: r.total,
      Tax: r.tax,
      TaxByRate: Object.fromEntries(Object.entries(r.vat).map(([k, v]) => [k, v])),
      ReceiptTypeCronaStdText: r.type,
      Currency: r.currency,
      MerchantName: r.merchant,
    });
  });

  it('takes the day of the purchase over an arrival day, and the amount to pay over a subtotal', () => {
    const read = readReceiptText(
      [
        'Hotell Björken',
        'Ankomst 2026-03-01',
        'Utcheckning 2026-03-03 11:00',
        'Delsumma 900,00',
        'Rabatt 100,00',
        'Att betala 800,00 kr',
      ].join('\n'),
    );
    expect(read.TransactionDate).toBe('2026-03-03');
    expect(read.Total).toBe(800);
    expect(read.Currency).toBe('SEK');
  });

  it('reads dates as card terminals and other countries write them', () => {
    expect(readReceiptText('Kiosk\n26-11-14 10:02\nSumma 12,00').TransactionDate).toBe('2026-11-14');
    expect(readReceiptText('Bar\n14.11.2026 10:02\nTotal 12.00 EUR').TransactionDate).toBe('2026-11-14');
    expect(readReceiptText('Pub\n14 nov 2026\nTotal £12.00').Currency).toBe('GBP');
    // No such day: not a date.
    expect(readReceiptText('Kiosk\n2026-02-30 10:02\nSumma 12,00').TransactionDate).toBeNull();
  });

  it('reads "1 234,50" as one amount and a stated VAT without a rate as the whole VAT', () => {
    const read = readReceiptText('Bygghandel\n2026-05-05 09:00\nTotalt 1 234,50\nVarav moms 246,90');
    expect(read.Total).toBe(1234.5);
    expect(read.Tax).toBe(246.9);
    expect(read.TaxByRate).toEqual({});
  });

  it('leaves what it cannot read empty, whatever it is given', () => {
    for (const input of ['', '\u0000\u0000', 'x'.repeat(100_000), '%%%\n12,00\n::-']) {
      const read = readReceiptText(input);
      expect(read.TransactionDate).toBeNull();
      expect(read.Currency).toBe('SEK');
    }
    expect(readReceiptText('').Total).toBeNull();
    expect(readReceiptText('').MerchantName).toBeNull();
  });
});
