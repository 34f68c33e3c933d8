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

// Receipts with several VAT rates as text recognition reads them: the percent sign joined to the
// amount ("Moms 12% 53,57" read "Moms 1253,57"), read as digits ("Moms 1253 53,57") or garbled
// ("1Z,00", "6X", "12°/o"). An unreadable rate is taken only where the amounts it must explain
// hold it: VAT = rate × net, net = gross − VAT, on its own line or over the receipt's total.
const lines = (...l: string[]) => l.join('\n');
const RESTAURANT = (vat12: string) =>
  lines(
    'Restaurang Tranan',
    'Karlbergsvägen 14',
    '113 27 Stockholm',
    'Org.nr 556234-5678',
    '2026-11-20 20:14          Bord 7',
    'Toast Skagen                145,00',
    'Biff Rydberg                245,00',
    'Kaffe 2 st                  110,00',
    'Starköl 40cl 2 st           178,00',
    'Husets rött glas            117,00',
    'Totalt                      795,00 SEK',
    'Kort Visa                   795,00',
    vat12,
    'Moms 25%                     59,00',
    'Netto                       682,43',
  );

describe('readReceiptText with several VAT rates', () => {
  it.each([
    { how: 'the percent joined to the amount', vat12: 'Moms 1253,57' },
    { how: 'the percent read as digits', vat12: 'Moms 1253     53,57' },
    { how: 'a garbled percent', vat12: 'Moms 12°/o       53,57' },
    { how: 'a clean line', vat12: 'Moms 12%         53,57' },
  ])('reads a restaurant receipt with food at 12 and alcohol at 25 percent: $how', ({ vat12 }) => {
    const read = readReceiptText(RESTAURANT(vat12));
    expect(read).toMatchObject({
      TransactionDate: '2026-11-20',
      Total: 795,
      ReceiptTypeCronaStdText: 'Restaurang',
    });
    expect(read.TaxByRate).toEqual({ 12: 53.57, 25: 59 });
    expect(read.Tax).toBe(112.57);
  });

  it('reads an ICA receipt whose VAT table has a garbled rate, food at 12 % before 2026-04-01', () => {
    const read = readReceiptText(
      lines(
        'ICA Kvantum Liljeholmen',
        'Liljeholmstorget 7',
        '117 61 Stockholm',
        'Org.nr 556789-1234',
        'Kvitto 2026-03-28 17:42           Kassa 5',
        'Mellanmjölk 1,5l                  17,90',
        'Knäckebröd Husman                 24,50',
        'Ost Präst 700g                    89,90',
        'Tvättmedel Via                    64,90',
        'Tändstickor                       12,00',
        'Totalt                 209,20 SEK',
        'Betalt Kort                      209,20',
        'Moms%     Moms      Netto     Brutto',
        '1Z,00     14,18     118,12    132,30',
        '25,00     15,38      61,52     76,90',
        'Tack för ditt besök!',
      ),
    );
    expect(read).toMatchObject({
      TransactionDate: '2026-03-28',
      Total: 209.2,
      ReceiptTypeCronaStdText: 'Livsmedel',
    });
    expect(read.TaxByRate).toEqual({ 12: 14.18, 25: 15.38 });
    expect(read.Tax).toBe(29.56);
  });

  it('reads a taxi receipt at 6 % whose percent is garbled', () => {
    const read = readReceiptText(
      lines(
        'Taxi Kurir',
        'Bil 2231  Förare 5512',
        'Org.nr 556345-6789',
        'Datum 2026-04-02 06:15',
        'Från: Kungsholmen',
        'Till: Arlanda T5',
        'Taxameter                    612,00',
        'Totalt                       612,00 kr',
        'Betalt Mastercard            612,00',
        'Varav moms 6X                 34,64',
      ),
    );
    expect(read).toMatchObject({ Total: 612, ReceiptTypeCronaStdText: 'Taxi', Tax: 34.64 });
    expect(read.TaxByRate).toEqual({ 6: 34.64 });
  });

  it('reads a shop receipt after 2026-04-01 with food at 6 % and other goods at 25 %', () => {
    const read = readReceiptText(
      lines(
        'Coop Forum Kungens Kurva',
        'Org.nr 702001-7781',
        '2026-05-09 11:20                 Kassa 4',
        'Kycklingfilé 900g                 99,00',
        'Potatis 2kg                       25,90',
        'Äpplen 1,2kg                      34,68',
        'Kaffe Gevalia                     62,00',
        'Hushållspapper                    44,90',
        'Glödlampa LED                     39,00',
        'TOTALT                305,48 SEK',
        'Kort Mastercard                  305,48',
        'Moms 612,54',
        'Moms 25%                          16,78',
      ),
    );
    expect(read).toMatchObject({
      TransactionDate: '2026-05-09',
      Total: 305.48,
      ReceiptTypeCronaStdText: 'Livsmedel',
    });
    expect(read.TaxByRate).toEqual({ 6: 12.54, 25: 16.78 });
    expect(read.Tax).toBe(29.32);
  });

  it('guesses no rate the amounts do not hold, and gives no part of the VAT as all of it', () => {
    // No total to check "1253,57" against: the 12 % line stays unread, and so does the whole VAT.
    const noTotal = readReceiptText(RESTAURANT('Moms 1253,57').replace(/Totalt.*\n|Kort Visa.*\n/g, ''));
    expect(noTotal.TaxByRate).toEqual({ 25: 59 });
    expect(noTotal.Tax).toBeNull();
    // A rate no amount explains: 53,57 is not 12 % of anything the receipt adds up to.
    const wrong = readReceiptText(RESTAURANT('Moms 1253,57').replace('795,00 SEK', '995,00 SEK'));
    expect(wrong.TaxByRate).toEqual({ 25: 59 });
    expect(wrong.Tax).toBeNull();
    // A stated VAT that is the sum of the rates checks them.
    const stated = readReceiptText(
      RESTAURANT('Moms 1253 53,57').replace(/Totalt.*\n|Kort Visa.*\n/g, '') + '\nSumma moms 112,57',
    );
    expect(stated.TaxByRate).toEqual({ 12: 53.57, 25: 59 });
    expect(stated.Tax).toBe(112.57);
  });
});
