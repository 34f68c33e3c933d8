import { useMemo } from 'react';
import { useBemuppgifter } from '../../../lib/reference-lists/get-bemuppgift';
import { useDepartments } from '../../../lib/reference-lists/get-avdelning';
import { useEgenskaper } from '../../../lib/reference-lists/get-egenskaper';
import { useKompetenser } from '../../../lib/reference-lists/get-kompetenser';
import { useSession } from '../../../lib/session';
import type { SelectOption } from '../../../ui/FormSelect';

/** Code → name of a register list. */
export type Names = ReadonlyMap<string, string>;

const byCode = <T>(list: readonly T[] | undefined, code: (row: T) => string, name: (row: T) => string) =>
  new Map((list ?? []).map((row) => [code(row), name(row)] as const));

const optionsOf = (names: Names): SelectOption[] => [...names].map(([value, label]) => ({ value, label }));

/**
 * The cached lists the staffing pages name codes from (ADR 0013): staffing tasks, departments,
 * competences and properties (the last only with Plus, SPEC §7), as names and as select options.
 */
export function useStaffingLists() {
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const tasks = useBemuppgifter(ftgId);
  const departments = useDepartments(ftgId);
  const competences = useKompetenser(ftgId);
  const properties = useEgenskaper(ftgId, me.HasPlus);
  return useMemo(() => {
    const names = {
      task: byCode(
        tasks.data,
        (r) => r.Bemuppgift,
        (r) => r.BenText,
      ),
      department: byCode(
        departments.data,
        (r) => r.Avdelning,
        (r) => r.Namn,
      ),
      competence: byCode(
        competences.data,
        (r) => r.Kompetens,
        (r) => r.BenText,
      ),
      property: byCode(
        properties.data,
        (r) => r.Egenskap,
        (r) => r.BenText,
      ),
    };
    return {
      tasks: tasks.data ?? [],
      names,
      options: {
        task: optionsOf(names.task),
        department: optionsOf(names.department),
        competence: optionsOf(names.competence),
        property: optionsOf(names.property),
      },
      hasProperties: me.HasPlus,
    };
  }, [tasks.data, departments.data, competences.data, properties.data, me.HasPlus]);
}

export type StaffingLists = ReturnType<typeof useStaffingLists>;

/** A code's name, or the code itself when the list no longer has it. */
export const nameOf = (names: Names, code: string): string => names.get(code) || code;
