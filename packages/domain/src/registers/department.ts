import { z } from 'zod';
import { codeCreateSchema, codeEntrySchema, codeParamsSchema, codeUpdateSchema } from './codes';

// The company's departments (avdelningar, SPEC §3 small lists): a code register (codes.ts). A
// department in use (an employee belongs to it, now or in their history) is closed, not deleted: no
// one is placed in it any more, and what was reported under it keeps its name.

/** POST /registers/departments: a new department. */
export const DepartmentCreateSchema = codeCreateSchema('departments');
export type DepartmentCreate = z.output<typeof DepartmentCreateSchema>;

/** PUT /registers/departments/{Avdelning}: its name, whether it is closed, and the version it was read at. */
export const DepartmentUpdateSchema = codeUpdateSchema('departments');
export type DepartmentUpdate = z.output<typeof DepartmentUpdateSchema>;

/** A department with its employees still employed today, and whether anything refers to it. */
export const DepartmentEntrySchema = codeEntrySchema('departments');
export type DepartmentEntry = z.infer<typeof DepartmentEntrySchema>;
export const DepartmentListSchema = z.array(DepartmentEntrySchema);

export const DepartmentParamsSchema = codeParamsSchema('departments');
