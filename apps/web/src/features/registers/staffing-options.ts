import type { TFunction } from 'i18next';
import type { SelectOption } from '../../ui/FormSelect';

// The competences and properties an employee holds or a staffing task requires, as a multi-select
// offers them (GLOSSARY Kompetenser, Egenskaper): by name, as the company's register has them.

/** A competence or property of the register: its code, name and whether it is closed. */
export interface StaffingCode {
  code: string;
  BenText: string;
  Stangd: boolean;
}

/**
 * The codes one may choose, in the register's order: the open ones, and those `held` already even
 * if closed (a closed code is given to no one new, and one held keeps), and a held code the register
 * no longer has, by its code, so that saving does not drop it unasked.
 */
export function staffingOptions(
  t: TFunction,
  codes: readonly StaffingCode[],
  held: readonly string[],
): SelectOption[] {
  const options = codes
    .filter((c) => !c.Stangd || held.includes(c.code))
    .map((c) => ({
      value: c.code,
      label: c.Stangd ? t('registers.codes.closedOption', { namn: c.BenText }) : c.BenText,
    }));
  const gone = held.filter((code) => !codes.some((c) => c.code === code));
  return [...options, ...gone.map((code) => ({ value: code, label: code }))];
}
