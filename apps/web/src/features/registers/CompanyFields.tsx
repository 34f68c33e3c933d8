import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import Stack from '@mui/material/Stack';
import { LICENS_OPTIONS } from '@lonportal/domain/registers/company';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormTextField } from '../../ui/FormTextField';
import type { CompanyFormValues } from './company-form';

type CompanyControl = Control<CompanyFormValues>;

/** The licence options (SPEC §3 HasLicensOption) as one checkbox each. */
function LicensOptionBoxes({ control }: { control: CompanyControl }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'LicensOptions' });
  const chosen = field.value ?? [];
  return LICENS_OPTIONS.map((option) => (
    <FormControlLabel
      key={option}
      label={t(`registers.companies.licensOptions.${option}`)}
      control={
        <Checkbox
          name={`LicensOptions.${option}`}
          checked={chosen.includes(option)}
          onChange={(event) =>
            field.onChange(event.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option))
          }
          onBlur={field.onBlur}
        />
      }
    />
  ));
}

/** A group of checkboxes under a heading of its own. */
function CheckGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>{children}</FormGroup>
    </FormControl>
  );
}

/**
 * The fields of a company (SPEC §3 Company info, Licence flags): who it is, its licence, its basic
 * flags and, for a new one, whether it starts with the portal's standard codes and schedules.
 */
export function CompanyFields({ control, isNew }: { control: CompanyControl; isNew: boolean }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`registers.companies.fields.${field}`);
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="Namn" label={label('Namn')} required fullWidth autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="Orgnr"
          label={label('Orgnr')}
          helperText={t('registers.companies.help.Orgnr')}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormTextField
          control={control}
          name="FtgKey"
          label={label('FtgKey')}
          helperText={t('registers.companies.help.FtgKey')}
          required
          fullWidth
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
      </Stack>
      <CheckGroup label={t('registers.companies.licence')}>
        <FormCheckbox control={control} name="HasWebLon" label={label('HasWebLon')} />
        <FormCheckbox control={control} name="HasWebLonPlus" label={label('HasWebLonPlus')} />
        <FormCheckbox control={control} name="HasPlus" label={label('HasPlus')} />
        <LicensOptionBoxes control={control} />
        <FormCheckbox
          control={control}
          name="EnforceBankIDAuth"
          label={label('EnforceBankIDAuth')}
          helperText={t('registers.companies.help.EnforceBankIDAuth')}
        />
      </CheckGroup>
      <CheckGroup label={t('registers.companies.flags')}>
        <FormCheckbox control={control} name="Momspliktig" label={label('Momspliktig')} />
        <FormCheckbox control={control} name="UseLSS" label={label('UseLSS')} />
        <FormCheckbox
          control={control}
          name="UseFKSignering"
          label={label('UseFKSignering')}
          helperText={t('registers.companies.help.UseFKSignering')}
        />
      </CheckGroup>
      {isNew && (
        <FormCheckbox
          control={control}
          name="StandardRegister"
          label={label('StandardRegister')}
          helperText={t('registers.companies.help.StandardRegister')}
        />
      )}
    </Stack>
  );
}
