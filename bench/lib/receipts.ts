// The receipts the OCR bench reads: Swedish receipts of the kinds employees photograph,
// drawn as HTML by the bench itself and photographed by Chromium, with the true values beside them
// (computed from the same lines, so the two cannot disagree).

/** A line of the receipt: its text, its price including VAT, and its VAT rate in percent. */
export type Item = [name: string, gross: number, rate: number];

export interface ReceiptDef {
  name: string;
  merchant: string;
  head: string[];
  org: string;
  orgLabel?: string;
  isoDate: string;
  dateText: string;
  timeText?: string;
  meta?: [string, string][];
  items: Item[];
  totalLabel?: string;
  paid?: string;
  currency?: string;
  vatWord?: string;
  /** VAT as one line per rate ("Moms 6%  38,21") instead of a table. */
  vatLines?: boolean;
  foot?: string[];
  font?: string;
  /** Page, paper and ink colours (a faded receipt on grey). */
  colours?: [string, string, string];
  rotate?: number;
  css?: string;
  /** How it is handed to the scan: a screenshot (PNG), a 12-megapixel phone photo (JPEG) or a PDF. */
  as?: 'png' | 'photo' | 'pdf';
}

const round = (x: number) => Math.round(x * 100) / 100;
/** Swedish amount: "1 234,50". */
const kr = (x: number) => {
  const [whole, dec] = round(x).toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${dec}`;
};

/** The VAT table of the items: gross, VAT and net per rate, highest rate first. */
export function vatRows(items: readonly Item[]) {
  const gross = new Map<number, number>();
  for (const [, amount, rate] of items) gross.set(rate, round((gross.get(rate) ?? 0) + amount));
  return [...gross]
    .map(([rate, brutto]) => {
      const moms = round((brutto * rate) / (100 + rate));
      return { rate, brutto, moms, netto: round(brutto - moms) };
    })
    .sort((a, b) => b.rate - a.rate);
}

export const totalOf = (r: ReceiptDef) => round(r.items.reduce((s, [, amount]) => s + amount, 0));
export const vatOf = (r: ReceiptDef) => round(vatRows(r.items).reduce((s, row) => s + row.moms, 0));

const row = (left: string, right = '', cls = '') =>
  `<div class="row ${cls}"><span>${left}</span><span>${right}</span></div>`;

export function receiptHtml(r: ReceiptDef): string {
  const rows = vatRows(r.items);
  const vat = r.vatWord ?? 'Moms';
  const [page, paper, ink] = r.colours ?? ['#fff', '#fff', '#111'];
  const body = [
    `<div class="c big">${r.merchant}</div>`,
    ...r.head.map((h) => `<div class="c">${h}</div>`),
    `<div class="c">${r.orgLabel ?? 'Org.nr'} ${r.org}</div>`,
    '<hr>',
    row(r.dateText, r.timeText ?? ''),
    ...(r.meta ?? []).map(([a, b]) => row(a, b)),
    '<hr>',
    ...r.items.map(([name, amount]) => row(name, kr(amount))),
    '<hr>',
    row(`<b>${r.totalLabel ?? 'TOTALT'}</b>`, `<b>${kr(totalOf(r))} ${r.currency ?? 'SEK'}</b>`, 'big'),
    r.paid ? row(r.paid, kr(totalOf(r))) : '',
    '<hr>',
    r.vatLines
      ? rows.map((x) => row(`${vat} ${x.rate}%`, kr(x.moms))).join('')
      : `<table><tr><th>${vat}%</th><th>${vat}</th><th>Netto</th><th>Brutto</th></tr>${rows
          .map(
            (x) =>
              `<tr><td>${x.rate},00</td><td>${kr(x.moms)}</td><td>${kr(x.netto)}</td><td>${kr(x.brutto)}</td></tr>`,
          )
          .join('')}</table>`,
    '<hr>',
    ...(r.foot ?? []).map((f) => `<div class="c">${f}</div>`),
  ].join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><style>
    html,body{margin:0;background:${page}}
    .wrap{padding:20px}
    .rc{width:360px;padding:16px 18px;background:${paper};color:${ink};font:15px/1.35 ${r.font ?? "'DejaVu Sans Mono', monospace"};${r.rotate ? `transform:rotate(${r.rotate}deg);` : ''}}
    .c{text-align:center}.big{font-size:19px;font-weight:bold}
    .row{display:flex;justify-content:space-between;gap:8px}
    hr{border:0;border-top:1px dashed ${ink};margin:6px 0}
    table{width:100%;border-collapse:collapse}th,td{text-align:right;padding:0 2px;font-weight:normal}
    ${r.css ?? ''}
  </style></head><body><div class="wrap"><div class="rc" id="rc">${body}</div></div></body></html>`;
}

const ICA: ReceiptDef = {
  name: 'grocery (ICA)',
  merchant: 'ICA Supermarket Hornstull',
  head: ['Långholmsgatan 34', '117 33 Stockholm', 'Tel 08-658 10 20'],
  org: '556123-4567',
  isoDate: '2026-11-14',
  dateText: '2026-11-14 12:34',
  timeText: 'Kassa 3',
  items: [
    ['Mjölk 3% 1,5L', 21.9, 12],
    ['Bröd Pågen Lingon', 34.5, 12],
    ['Kaffe Zoégas 450g', 69.9, 12],
    ['Bananer 1,12kg', 26.77, 12],
    ['Diskmedel Yes', 32.9, 25],
    ['Batterier AA 4p', 59.0, 25],
    ['Bärkasse', 3.0, 25],
  ],
  paid: 'Kort VISA',
  foot: ['Tack för ditt besök!', 'Spara kvittot'],
};

export const RECEIPTS: readonly ReceiptDef[] = [
  ICA,
  {
    name: 'restaurant, 12 % and 25 %',
    merchant: 'Restaurang Pelikan',
    head: ['Blekingegatan 40', '116 62 Stockholm'],
    org: '556048-1122',
    isoDate: '2026-10-03',
    dateText: 'Datum: 2026-10-03',
    timeText: '19:47',
    meta: [['Bord 12', 'Kvitto 48213']],
    items: [
      ['Pytt i panna', 195, 12],
      ['Köttbullar', 215, 12],
      ['Starköl 50cl', 89, 25],
      ['Husets vin glas', 105, 25],
      ['Kaffe', 35, 12],
    ],
    totalLabel: 'Att betala',
    paid: 'Betalt Mastercard',
    foot: ['Välkommen åter!'],
    font: "'Liberation Sans', sans-serif",
  },
  {
    name: 'taxi, 6 %',
    merchant: 'Taxi Stockholm 15 00 00',
    head: ['Bil 4711  Förare 2231'],
    org: '556013-6604',
    isoDate: '2026-09-21',
    dateText: '26-09-21',
    timeText: '07:05',
    meta: [
      ['Från: Arlanda T5', ''],
      ['Till: Sveavägen 10', ''],
      ['Körsträcka', '42,3 km'],
    ],
    items: [['Fast pris Arlanda', 675, 6]],
    totalLabel: 'Totalt',
    paid: 'Kort AMEX',
    vatLines: true,
    foot: ['Kvitto nr 2026-118842'],
  },
  {
    name: 'fuel',
    merchant: 'Circle K Kungens Kurva',
    head: ['Smistavägen 2', '141 75 Kungens Kurva'],
    org: '556033-1234',
    isoDate: '2026-08-30',
    dateText: '2026-08-30 16:02',
    timeText: 'Pump 7',
    items: [
      ['Miles Diesel 41,37 l x 19,84', 820.78, 25],
      ['Spolarvätska', 79.0, 25],
      ['Kaffe stor', 32.0, 12],
    ],
    paid: 'Kort Circle K',
    foot: ['Tack och välkommen åter'],
  },
  {
    name: 'hotel',
    merchant: 'Scandic Malmö City',
    head: ['Baltzarsgatan 20', '211 36 Malmö'],
    org: '556703-1702',
    isoDate: '2026-12-02',
    dateText: 'Utcheckning 2026-12-02',
    timeText: '10:15',
    meta: [
      ['Rum 512', '2 nätter'],
      ['Ankomst 2026-11-30', ''],
    ],
    items: [
      ['Logi 2 x 1 290,00', 2580, 12],
      ['Frukost 2 x 145,00', 290, 12],
      ['Parkering 2 dygn', 360, 25],
      ['Minibar', 65, 12],
    ],
    totalLabel: 'Summa att betala',
    paid: 'Betalt VISA',
    foot: ['Faktura/kvitto 77812', 'Tack för vistelsen!'],
    font: "'Liberation Sans', sans-serif",
  },
  {
    name: 'foreign currency (EUR)',
    merchant: 'Café Einstein Stammhaus',
    head: ['Kurfürstenstraße 58', '10785 Berlin'],
    orgLabel: 'St.-Nr.',
    org: '27/456/78901',
    isoDate: '2026-11-20',
    dateText: '20.11.2026 13:22',
    timeText: 'Tisch 5',
    currency: 'EUR',
    items: [
      ['Wiener Schnitzel', 24.5, 7],
      ['Apfelstrudel', 8.9, 7],
      ['Pils 0,4l', 5.6, 19],
      ['Mineralwasser', 4.2, 19],
    ],
    totalLabel: 'SUMME',
    paid: 'Kartenzahlung',
    vatWord: 'MwSt',
    foot: ['Vielen Dank für Ihren Besuch'],
  },
  {
    name: 'turned a quarter',
    merchant: 'Coop Konsum Södermalm',
    head: ['Götgatan 67', '116 21 Stockholm'],
    org: '702001-7781',
    isoDate: '2026-11-02',
    dateText: '2026-11-02 18:11',
    timeText: 'Kassa 1',
    items: [
      ['Ägg 12-p', 45.9, 12],
      ['Smör Bregott', 52.5, 12],
      ['Tandkräm', 29.9, 25],
      ['Tidning DN', 45.0, 6],
    ],
    paid: 'Kort VISA',
    foot: ['Tack för handeln!'],
    rotate: 90,
    css: '.wrap{padding:160px 20px}',
  },
  {
    name: 'low contrast',
    merchant: 'Pressbyrån Centralen',
    head: ['Centralplan 15', '111 20 Stockholm'],
    org: '556074-3089',
    isoDate: '2026-07-15',
    dateText: '2026-07-15 08:41',
    timeText: 'Kassa 2',
    items: [
      ['Kaffe & bulle', 45, 12],
      ['Vatten 50cl', 25, 12],
      ['SL-biljett', 39, 6],
      ['Laddkabel USB-C', 149, 25],
    ],
    paid: 'Swish',
    colours: ['#9a9a9a', '#a8a8a8', '#6e6e6e'],
  },
  {
    name: 'train ticket, 6 %',
    merchant: 'SJ AB Resebutik',
    head: ['Centralstationen', '111 20 Stockholm'],
    org: '556196-1599',
    isoDate: '2026-06-11',
    dateText: '2026-06-11 06:48',
    timeText: 'Biljett 88213',
    meta: [['Stockholm C - Göteborg C', '']],
    items: [
      ['SJ Snabbtåg 2 kl', 695, 6],
      ['Platsbiljett', 49, 6],
    ],
    paid: 'Kort VISA',
    vatLines: true,
    foot: ['Trevlig resa!'],
  },
  {
    name: 'hardware store, 25 %',
    merchant: 'Bauhaus Barkarby',
    head: ['Enköpingsvägen 9', '177 38 Järfälla'],
    org: '556426-6010',
    isoDate: '2026-05-23',
    dateText: '2026-05-23 14:20',
    timeText: 'Kassa 12',
    items: [
      ['Skruv 4,0x40 500st', 189, 25],
      ['Borrbits-set', 249, 25],
      ['Målartejp 3-p', 119.9, 25],
    ],
    paid: 'Kort Mastercard',
    foot: ['Öppet köp 30 dagar'],
  },
  {
    ...ICA,
    name: 'phone photo, 12 megapixels',
    merchant: 'ICA Nära Vasastan',
    isoDate: '2026-11-16',
    dateText: '2026-11-16 09:05',
    as: 'photo',
  },
  {
    ...ICA,
    name: 'PDF receipt',
    merchant: 'ICA Kvantum Liljeholmen',
    isoDate: '2026-11-18',
    dateText: '2026-11-18 17:45',
    as: 'pdf',
  },
];
