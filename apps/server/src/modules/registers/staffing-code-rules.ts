// The competences and properties an employee holds or a staffing task requires are the company's
// (GLOSSARY Kompetenser, Egenskaper), as every code a register row names (SPEC §3).
import type { Db } from '../../db/client';
import { fieldError } from '../../plugins/errors';
import { hasDepartment, staffingCodesOf, type StaffingCodeField } from './staffing-codes-repository';

/**
 * Every code of `codes` is one of the company's competences (or properties); a closed one is given
 * to no one new, so only one of `held` (what the row had before) may be closed.
 */
export async function checkStaffingCodes(
  db: Db,
  ftgId: string,
  field: StaffingCodeField,
  codes: readonly string[],
  held: readonly string[],
) {
  const found = await staffingCodesOf(db, ftgId, field, codes);
  for (const code of codes) {
    const stored = found.get(code);
    if (!stored) throw fieldError(field, 'validation.register.unknownCode');
    if (stored.closed && !held.includes(code)) throw fieldError(field, 'validation.register.closedCode');
  }
}

/** A staffing task's department (if it names one), competences and properties are the company's. */
export async function checkStaffingTask(
  db: Db,
  ftgId: string,
  task: { Avdelning: string; Kompetenser: readonly string[]; Egenskaper: readonly string[] },
) {
  if (task.Avdelning && !(await hasDepartment(db, ftgId, task.Avdelning)))
    throw fieldError('Avdelning', 'validation.register.unknownCode');
  // A task's own codes are checked as the other registers' references are: that they exist.
  await checkStaffingCodes(db, ftgId, 'Kompetenser', task.Kompetenser, task.Kompetenser);
  await checkStaffingCodes(db, ftgId, 'Egenskaper', task.Egenskaper, task.Egenskaper);
}
