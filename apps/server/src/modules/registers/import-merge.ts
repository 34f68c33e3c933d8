// The three-way merge of an import's rows (DOMAIN §12, ADR 0029): a row's fields compared with the
// portal's and with what the last import brought, and the preview row of a wrong one.
import {
  decisionKey,
  mergeField,
  type ImportField,
  type ImportReason,
  type ImportRow,
  type ImportSection,
  type PaxmlImportRequest,
} from '@lonportal/domain';
export const errorRow = (
  Sektion: ImportSection,
  Nyckel: string,
  Namn: string,
  Orsak: ImportReason,
): ImportRow => ({
  Sektion,
  Nyckel,
  Namn,
  Typ: 'FEL',
  Falt: [],
  Orsak,
});

/**
 * Merges `portal` with the file three ways, field by field (domain mergeField), with the user's
 * decisions on conflicts; answers the fields that differ and the values to store.
 */
export function mergeRow<F extends string>(
  section: ImportSection,
  key: string,
  fields: readonly F[],
  portal: Record<F, string>,
  synced: Record<string, string> | undefined,
  file: Partial<Record<F, string>>,
  decisions: PaxmlImportRequest['Beslut'],
): { falt: ImportField[]; values: Record<F, string>; conflicts: number; undecided: number } {
  const values = { ...portal };
  const falt: ImportField[] = [];
  let conflicts = 0;
  let undecided = 0;
  for (const f of fields) {
    const outcome = mergeField(portal[f], synced?.[f], file[f]);
    if (outcome === 'SAME') continue;
    falt.push({ Falt: f, Portal: portal[f], Fil: file[f] ?? '', Utfall: outcome });
    if (outcome === 'TAKE_FILE') values[f] = file[f] ?? '';
    if (outcome === 'CONFLICT') {
      conflicts++;
      const decision = decisions[decisionKey(section, key, f)];
      if (decision === 'FIL') values[f] = file[f] ?? '';
      else if (decision !== 'PORTAL') undecided++;
    }
  }
  return { falt, values, conflicts, undecided };
}

export const syncedOf = (file: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(file).filter((e): e is [string, string] => e[1] !== undefined));
