// The staffing tests' set-up: a Plus company whose AVD plans (the CPBEM user option, SPEC §6), a
// staffing task with a competence, and shifts by wall time. The test clock stands on Saturday
// 21 November 2026: 7 December is more than two weeks ahead, 24 November within them (ATL 12 §).
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './app-helper';
import { newCompany, newEmployee, newUser, ROLE } from './factories';
import { bemuppgifter, employees, kompetenser } from '../src/db/schema/index';

export type Json = Record<string, unknown>;

export const PLUS = { settings: { hasPlus: true } };

export async function newPlanningTeam(t: TestApp, portal: { PassbyteTyp?: 'X' | 'A' | 'D' } = {}) {
  const company = await newCompany(t, { ...PLUS, portal });
  const ftgId = company.ftgId;
  const avd = await newEmployee(t, { ftgId, role: ROLE.AVD, options: ['CPBEM'] });
  const anna = await newEmployee(t, { ftgId });
  const bo = await newEmployee(t, { ftgId });
  const ftg = await newUser(t, { ftgId, role: ROLE.FTG, options: ['CPBEM'] });
  const db = t.database.db;
  await db.insert(kompetenser).values({ ftgId, kompetens: 'DELEG', benText: 'Delegering läkemedel' });
  await db.insert(bemuppgifter).values([
    { ftgId, bemuppgift: 'VARD', benText: 'Omvårdnad', avdelning: 'EKO', kompetenser: ['DELEG'] },
    { ftgId, bemuppgift: 'KOK', benText: 'Kök' },
  ]);
  await db
    .update(employees)
    .set({ kompetenser: ['DELEG'] })
    .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anna.anstNr)));
  return { company, ftgId, avd, anna, bo, ftg };
}

/** A shift as the planner sends it. */
export const shift = (
  AnstNr: string,
  Datum: string,
  StartTid: string,
  SlutTid: string,
  extra: Json = {},
) => ({
  AnstNr,
  Datum,
  StartTid,
  SlutTid,
  Bemuppgift: 'KOK',
  RastMinuter: 30,
  ...extra,
});
