import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormTextField } from '../../ui/FormTextField';
import type { EmployeeControl } from './employee-form';
import { FormSection } from './FormSection';

/** Who the employee is: number (a new one's), name, personal identity number and contact. */
export function PersonFields({ control, isNew }: { control: EmployeeControl; isNew: boolean }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`registers.employees.fields.${field}`);
  return (
    <FormSection title={t('registers.employees.sections.person')}>
      <FormTextField
        control={control}
        name="AnstNr"
        label={label('AnstNr')}
        helperText={t(isNew ? 'registers.employees.help.AnstNr' : 'registers.employees.help.AnstNrSaved')}
        required={isNew}
        autoFocus={isNew}
        slotProps={{ htmlInput: { autoComplete: 'off', readOnly: !isNew } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="FoNamn" label={label('FoNamn')} required fullWidth />
        <FormTextField control={control} name="EfNamn" label={label('EfNamn')} required fullWidth />
      </Stack>
      <FormTextField
        control={control}
        name="PersNr"
        label={label('PersNr')}
        helperText={t('registers.employees.help.PersNr')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <FormCheckbox
        control={control}
        name="SkyddadIdentitet"
        label={label('SkyddadIdentitet')}
        helperText={t('registers.employees.help.SkyddadIdentitet')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="Email"
          label={label('Email')}
          type="email"
          fullWidth
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <FormTextField
          control={control}
          name="Phone"
          label={label('Phone')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
        />
      </Stack>
    </FormSection>
  );
}
