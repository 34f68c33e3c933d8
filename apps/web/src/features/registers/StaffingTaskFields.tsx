import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { useRegisterCodes } from './api/codes';
import type { CodeFormValues } from './code-form';
import { withNone } from './select-none';
import { StaffingCodeFields } from './StaffingCodeFields';

/**
 * A staffing task (GLOSSARY Bemuppgift): its name, the department it is staffed from (or any), and
 * the competences and properties whoever takes it must hold.
 */
export function StaffingTaskFields({ ftgId }: { ftgId: string }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<CodeFormValues>();
  const departments = useRegisterCodes(ftgId, 'departments');
  const avdelning = useWatch({ control, name: 'Avdelning' }) ?? '';
  // What the row had when the dialog opened: a closed code it holds stays on offer.
  const saved = formState.defaultValues;
  const label = (field: string) => t(`registers.staffingtasks.fields.${field}`);
  return (
    <>
      <FormTextField control={control} name="BenText" label={label('BenText')} required fullWidth />
      <FormSelect
        control={control}
        name="Avdelning"
        label={label('Avdelning')}
        helperText={t('registers.staffingtasks.help.Avdelning')}
        options={withNone(
          (departments.data ?? [])
            .filter((d) => !d.Stangd || d.Avdelning === saved?.Avdelning)
            .map((d) => ({
              value: d.Avdelning,
              label: t('registers.departments.name', { code: d.Avdelning, namn: d.Namn }),
            })),
          t('registers.staffingtasks.anyDepartment'),
          avdelning,
        )}
      />
      <StaffingCodeFields
        control={control}
        ftgId={ftgId}
        held={{
          Kompetenser: (saved?.Kompetenser ?? []).filter((c): c is string => typeof c === 'string'),
          Egenskaper: (saved?.Egenskaper ?? []).filter((c): c is string => typeof c === 'string'),
        }}
        texts="staffingtasks"
      />
    </>
  );
}
