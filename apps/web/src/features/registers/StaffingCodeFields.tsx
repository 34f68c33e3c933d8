import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { FormSelect } from '../../ui/FormSelect';
import { registerCodesQueryOptions } from './api/codes';
import { staffingOptions } from './staffing-options';

/** The codes the row holds as saved, and the section of the texts its labels come from. */
interface Props<T extends FieldValues> {
  control: Control<T>;
  ftgId: string;
  held: { Kompetenser: readonly string[]; Egenskaper: readonly string[] };
  /** `registers.<texts>.fields.Kompetenser` and `.help.Kompetenser` (and of Egenskaper). */
  texts: 'employees' | 'staffingtasks';
}

/**
 * The competences and, with Plus (SPEC §7 /egenskaper), the properties an employee holds or a
 * staffing task requires, chosen by name from the company's registers.
 */
export function StaffingCodeFields<T extends FieldValues>({ control, ftgId, held, texts }: Props<T>) {
  const { t } = useTranslation();
  const { me } = useSession();
  const competences = useQuery(registerCodesQueryOptions(ftgId, 'competences'));
  const properties = useQuery({ ...registerCodesQueryOptions(ftgId, 'properties'), enabled: me.HasPlus });
  return (
    <>
      <FormSelect
        control={control}
        name={'Kompetenser' as FieldPath<T>}
        label={t(`registers.${texts}.fields.Kompetenser`)}
        helperText={t(`registers.${texts}.help.Kompetenser`)}
        options={staffingOptions(
          t,
          (competences.data ?? []).map((c) => ({ code: c.Kompetens, BenText: c.BenText, Stangd: c.Stangd })),
          held.Kompetenser,
        )}
        multiple
      />
      {me.HasPlus && (
        <FormSelect
          control={control}
          name={'Egenskaper' as FieldPath<T>}
          label={t(`registers.${texts}.fields.Egenskaper`)}
          helperText={t(`registers.${texts}.help.Egenskaper`)}
          options={staffingOptions(
            t,
            (properties.data ?? []).map((p) => ({ code: p.Egenskap, BenText: p.BenText, Stangd: p.Stangd })),
            held.Egenskaper,
          )}
          multiple
        />
      )}
    </>
  );
}
