import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PortalSettings } from '@lonportal/domain/admin/portal-settings';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormTextField } from '../../ui/FormTextField';
import { UNITS, type Unit } from './portal-fields';
import type { FormInput, FormOutput } from './portal-settings-form';

/** A result unit's name and switches as text, for those who may not change them (ADR 0022). */
function UnitText({ n, company }: { n: Unit; company: PortalSettings['Company'] }) {
  const { t } = useTranslation();
  const onOff = (on: boolean) => t(`admin.portal.value.${on ? 'on' : 'off'}`);
  return (
    <Typography>
      {t('admin.portal.readOnlyValue', {
        label: company[`ResEnhetNamn${n}`] || t('admin.portal.units.group', { n }),
        value: [
          t('admin.portal.readOnlyValue', {
            label: t('admin.portal.units.registered'),
            value: onOff(Boolean(company[`RegResEnh${n}`])),
          }),
          t('admin.portal.readOnlyValue', {
            label: t('admin.portal.units.open'),
            value: onOff(Boolean(company[`OpenResEnhet${n}`])),
          }),
        ].join(t('admin.portal.separator')),
      })}
    </Typography>
  );
}

/** A result unit's name and its two switches. */
function UnitFields({ n, control }: { n: Unit; control: Control<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation();
  return (
    <Stack
      role="group"
      aria-label={t('admin.portal.units.group', { n })}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <FormTextField
        control={control}
        name={`Company.ResEnhetNamn${n}`}
        label={t('admin.portal.units.name', { n })}
        size="small"
        sx={{ minWidth: { sm: 220 } }}
      />
      <FormCheckbox
        control={control}
        name={`Company.RegResEnh${n}`}
        label={t('admin.portal.units.registered')}
      />
      <FormCheckbox
        control={control}
        name={`Company.OpenResEnhet${n}`}
        label={t('admin.portal.units.open')}
      />
    </Stack>
  );
}

/** The company's result units: their names and whether each is registered and open. */
export function UnitSettings({
  disabled,
  control,
  base,
}: {
  disabled: boolean;
  control: Control<FormInput, unknown, FormOutput>;
  base: PortalSettings;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {t('admin.portal.units.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.portal.units.help')}
      </Typography>
      {disabled
        ? UNITS.map((n) => <UnitText key={n} n={n} company={base.Company} />)
        : UNITS.map((n) => <UnitFields key={n} n={n} control={control} />)}
    </Stack>
  );
}
