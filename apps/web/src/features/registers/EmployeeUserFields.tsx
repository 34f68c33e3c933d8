import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { NEW_EMPLOYEE_LOGINS } from '@lonportal/domain/registers/employee';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import type { EmployeeForm } from './employee-form';
import { FormSection } from './FormSection';

/**
 * The new employee's own user (PER), made in the same step by those who manage users (LIC, ADM,
 * SPEC §6): a login, and a temporary password shown once or BankID.
 */
export function EmployeeUserFields({ form }: { form: EmployeeForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const user = useWatch({ control, name: 'Anvandare' });
  const helpId = useId();
  const toggle = (on: boolean) =>
    form.setValue('Anvandare', on ? { Login: '', LoginType: 'PASSWORD' } : null, { shouldDirty: true });
  return (
    <FormSection title={t('registers.employees.sections.user')}>
      <FormControl>
        <FormControlLabel
          label={t('registers.employees.user.create')}
          control={
            <Checkbox
              name="withUser"
              checked={user !== null}
              onChange={(event) => toggle(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
        />
        <FormHelperText id={helpId}>{t('registers.employees.user.help')}</FormHelperText>
      </FormControl>
      {user !== null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="Anvandare.Login"
            label={t('registers.employees.user.Login')}
            required
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          <FormSelect
            control={control}
            name="Anvandare.LoginType"
            label={t('registers.employees.user.LoginType')}
            options={NEW_EMPLOYEE_LOGINS.map((l) => ({
              value: l,
              label: t(`registers.employees.user.loginTypes.${l}`),
            }))}
            searchable={false}
            helperText={t(`registers.employees.user.loginHelp.${user.LoginType}`)}
          />
        </Stack>
      )}
    </FormSection>
  );
}
