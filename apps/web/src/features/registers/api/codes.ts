import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CODE_REGISTER_FIELDS,
  codeEntrySchema,
  type CodeCreate,
  type CodeEntry,
  type CodeRegister,
  type CodeUpdate,
} from '@lonportal/domain/registers/codes';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { refetchNamed } from '../../../lib/refetch-named';

// The company's code registers (domain registers/codes.ts): one list, create, change and delete for
// every kind, on /registers/{kind}. Each kind's list has a key segment of its own, which the live
// event of its register names (app/global/live-resources.ts), so another administrator's change
// shows at once.

/** A row of any register, as generic code reads it: its state, and its code and fields by name. */
export interface RegisterRow {
  Version: number;
  Stangd: boolean;
  IBruk: boolean;
  [field: string]: unknown;
}

/** The key segment of each register's list (the departments' is the one the employee pages read too). */
export const REGISTER_CACHES: Record<CodeRegister, string> = {
  departments: 'registerDepartments',
  schedules: 'registerSchedules',
  timecodes: 'registerTimecodes',
  paycodes: 'registerPaycodes',
  brukare: 'registerBrukare',
  arbetsledare: 'registerArbetsledare',
  resultunits: 'registerResultunits',
  goodsgroups: 'registerGoodsgroups',
  accounts: 'registerAccounts',
  competences: 'registerCompetences',
  properties: 'registerProperties',
  staffingtasks: 'registerStaffingtasks',
};

/**
 * What a change of each register makes stale in this browser: its own list, and the lists the other
 * pages read it from (the same names RESOURCE_UPDATED of its resource refetches). A time code's list
 * names pay codes, and an arbetsledare a brukare, so those lists follow each other; a staffing task
 * puts the department, competences and properties it names in use.
 */
const CHANGED: Record<CodeRegister, readonly string[]> = {
  departments: ['registerDepartments', 'avdelning'],
  schedules: ['registerSchedules', 'arbschemalist', 'perschema'],
  timecodes: ['registerTimecodes', 'tidkoder'],
  paycodes: ['registerPaycodes', 'registerTimecodes', 'LonKoder'],
  brukare: ['registerBrukare', 'registerArbetsledare', 'brukarlista', 'brukaransvlista'],
  arbetsledare: ['registerArbetsledare', 'brukaransvlista'],
  resultunits: ['registerResultunits', 'resenheter'],
  goodsgroups: ['registerGoodsgroups', 'varugrupper'],
  accounts: ['registerAccounts', 'kontoreg'],
  competences: ['registerCompetences', 'kompetenser'],
  properties: ['registerProperties', 'egenskaper'],
  staffingtasks: [
    'registerStaffingtasks',
    'bemuppgift',
    'registerCompetences',
    'registerProperties',
    'registerDepartments',
  ],
};

/** The names of a register's code fields, in the order its URL names them (`/{Dim}/{Kod}`). */
export const keyFieldsOf = (kind: CodeRegister): string[] => Object.keys(CODE_REGISTER_FIELDS[kind].key);

/** The names of the fields an edit changes. */
export const fieldsOf = (kind: CodeRegister): string[] => Object.keys(CODE_REGISTER_FIELDS[kind].fields);

/** A row's code as one string ("EKO", "2:K100"), to tell the rows apart. */
export const codeOf = (kind: CodeRegister, row: Record<string, unknown>): string =>
  keyFieldsOf(kind)
    .map((f) => String(row[f]))
    .join(':');

/** The path of one row: /registers/resultunits/2/K100. */
const rowPath = (kind: CodeRegister, row: Record<string, unknown>): string =>
  `/registers/${kind}/${keyFieldsOf(kind)
    .map((f) => encodeURIComponent(String(row[f])))
    .join('/')}`;

const listSchemas = new Map<CodeRegister, z.ZodType>();
const entrySchemas = new Map<CodeRegister, z.ZodType>();

function entrySchema<K extends CodeRegister>(kind: K): z.ZodType<CodeEntry<K>> {
  if (!entrySchemas.has(kind)) entrySchemas.set(kind, codeEntrySchema(kind));
  return entrySchemas.get(kind) as z.ZodType<CodeEntry<K>>;
}

function listSchema<K extends CodeRegister>(kind: K): z.ZodType<CodeEntry<K>[]> {
  if (!listSchemas.has(kind)) listSchemas.set(kind, z.array(entrySchema(kind)));
  return listSchemas.get(kind) as z.ZodType<CodeEntry<K>[]>;
}

/** GET /registers/{kind}: the company's rows, closed ones too, each with whether something uses it. */
export const registerCodesQueryOptions = <K extends CodeRegister>(ftgId: string, kind: K) =>
  queryOptions({
    queryKey: ['company', ftgId, REGISTER_CACHES[kind]] as const,
    queryFn: ({ signal }) => apiRequest(`/registers/${kind}`, listSchema(kind), { signal }),
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useRegisterCodes = <K extends CodeRegister>(ftgId: string, kind: K) =>
  useQuery(registerCodesQueryOptions(ftgId, kind));

function useCodesChanged(ftgId: string, kind: CodeRegister) {
  const queryClient = useQueryClient();
  return () => refetchNamed(queryClient, ftgId, CHANGED[kind]);
}

/** POST /registers/{kind}: a new row. */
export function useCreateCode<K extends CodeRegister>(ftgId: string, kind: K) {
  const changed = useCodesChanged(ftgId, kind);
  return useMutation({
    mutationFn: (body: CodeCreate<K>) =>
      apiRequest(`/registers/${kind}`, entrySchema(kind), { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** PUT /registers/{kind}/{code}: its fields and whether it is closed, on the version read (409 when another save came first). */
export function useUpdateCode<K extends CodeRegister>(ftgId: string, kind: K) {
  const changed = useCodesChanged(ftgId, kind);
  return useMutation({
    mutationFn: ({ row, body }: { row: RegisterRow; body: CodeUpdate<K> }) =>
      apiRequest(rowPath(kind, row), entrySchema(kind), { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** DELETE /registers/{kind}/{code}?Version=: a row nothing refers to (else 409 registerInUse). */
export function useDeleteCode<K extends CodeRegister>(ftgId: string, kind: K) {
  const changed = useCodesChanged(ftgId, kind);
  return useMutation({
    mutationFn: (row: RegisterRow) =>
      apiRequest(`${rowPath(kind, row)}?Version=${row.Version}`, undefined, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
