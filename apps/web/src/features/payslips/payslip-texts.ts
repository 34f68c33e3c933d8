// What /lonebesked says in words: a change since the previous payslip as a sentence ("OB-tillägg
// kväll +744 kr: 12 fler timmar"), a row's quantity and price, and the tax the payroll program
// reports. The figures are formatted by the app's one formatting module.
import type { Forandring, LonebeskedView, Lonerad } from '@lonportal/domain/payslips/index';
import {
  formatKronor,
  formatKronorChange,
  formatQuantity,
  formatSignedQuantity,
} from '../../lib/number-format';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What else changed with the amount: the hours, or else the quantity (days, pieces); null for neither. */
function changeDetail(f: Forandring, t: T, lng: string): string | null {
  if (f.Timmar !== null && f.Timmar !== 0) {
    const hours = formatQuantity(Math.abs(f.Timmar), lng);
    // "1 timme mer" but "12 fler timmar": the one form Swedish and English have apart from the rest.
    const one = Math.abs(f.Timmar) === 1 ? 'One' : '';
    return t(`payslips.changes.${f.Timmar > 0 ? 'moreHours' : 'fewerHours'}${one}`, { hours });
  }
  if (f.Antal !== null && f.Antal !== 0)
    return t('payslips.changes.quantity', { change: formatSignedQuantity(f.Antal, lng) });
  return null;
}

/**
 * One change since the previous payslip as a sentence: a new pay type with its amount ("Övertid:
 * ny, +1 362 kr"), one gone ("Karensavdrag: borta"), or one whose amount changed, with the hours or
 * quantity behind it where the rows give them ("OB-tillägg kväll +744 kr: 12 fler timmar").
 */
export function forandringText(f: Forandring, t: T, lng: string): string {
  const name = f.Benamning;
  const amount = formatKronorChange(f.Skillnad, lng);
  if (f.Typ === 'NY') return t('payslips.changes.NY', { name, amount });
  if (f.Typ === 'BORTA') return t('payslips.changes.BORTA', { name });
  const change = t('payslips.changes.ANDRAD', { name, amount });
  const detail = changeDetail(f, t, lng);
  return detail === null ? change : t('payslips.changes.withDetail', { change, detail });
}

/**
 * A row's quantity and price as the payslip prints them: "12 h × 62,00 kr", "2 dagar", "3 st ×
 * 150,00 kr"; null when the row gives neither (a monthly salary is its amount).
 */
export function rowQuantity(r: Lonerad, t: T, lng: string): string | null {
  const quantity =
    r.Timmar !== null
      ? t('payslips.unit.hours', { hours: formatQuantity(r.Timmar, lng) })
      : r.Antal !== null
        ? r.Enhet
          ? t('payslips.row.unit', { quantity: formatQuantity(r.Antal, lng), unit: r.Enhet })
          : t('payslips.row.pieces', { quantity: formatQuantity(r.Antal, lng) })
        : r.Dagar !== null
          ? t('payslips.row.days', { days: formatQuantity(r.Dagar, lng) })
          : null;
  if (quantity === null) return null;
  return r.APris === null
    ? quantity
    : t('payslips.row.price', { quantity, price: formatKronor(r.APris, lng) });
}

/** A row's period, when the payroll program gives one ("2026-11-01 – 2026-11-30", or one day). */
export function rowDates(r: Lonerad, t: T): string | null {
  if (!r.DatumFrom && !r.DatumTom) return null;
  const from = r.DatumFrom ?? r.DatumTom!;
  const to = r.DatumTom ?? r.DatumFrom!;
  return from === to ? from : t('payslips.row.dates', { from, to });
}

/**
 * The tax lines of a payslip (DOMAIN §12 `lonebesked`): the table and column, the adjustment
 * (jämkning), and each kind of tax drawn that is not zero, as label and text.
 */
export function taxLines(
  skatt: LonebeskedView['Skatt'],
  t: T,
  lng: string,
): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  if (skatt.Tabell !== null)
    lines.push({
      label: t('payslips.tax.table'),
      value:
        skatt.Kolumn === null
          ? String(skatt.Tabell)
          : t('payslips.tax.tableColumn', { table: skatt.Tabell, column: skatt.Kolumn }),
    });
  if (skatt.Procent !== null && skatt.Procent !== 0)
    lines.push({
      label: t('payslips.tax.percent'),
      value: t('payslips.unit.percent', { percent: formatQuantity(skatt.Procent, lng) }),
    });
  if (skatt.JamkningProcent)
    lines.push({
      label: t('payslips.tax.adjustment'),
      value: t('payslips.unit.percent', { percent: formatQuantity(skatt.JamkningProcent, lng) }),
    });
  else if (skatt.JamkningBelopp)
    lines.push({ label: t('payslips.tax.adjustment'), value: formatKronor(skatt.JamkningBelopp, lng) });
  for (const kind of ['Tabellskatt', 'Engangsskatt', 'Extraskatt', 'Kapitalskatt'] as const) {
    const amount = skatt[kind];
    if (amount !== null && amount !== 0)
      lines.push({ label: t(`payslips.tax.${kind}`), value: formatKronor(amount, lng) });
  }
  return lines;
}
