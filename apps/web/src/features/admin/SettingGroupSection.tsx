import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PortalSettings } from '@lonportal/domain/admin/portal-settings';
import type { SettingGroup } from './portal-fields';
import type { FormInput, FormOutput } from './portal-settings-form';
import { SettingField } from './SettingField';
import { UnitSettings } from './UnitSettings';

/** One group of the portal page's settings; the company's group also holds its result units. */
export function SettingGroupSection({
  group,
  companyReadOnly,
  control,
  base,
}: {
  group: SettingGroup;
  /** The company switches are only shown (ADR 0022). */
  companyReadOnly: boolean;
  control: Control<FormInput, unknown, FormOutput>;
  base: PortalSettings;
}) {
  const { t } = useTranslation();
  const disabled = group.company === true && companyReadOnly;
  const headingId = `portal-group-${group.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t(`admin.portal.groups.${group.id}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`admin.portal.groups.${group.id}.help`)}
      </Typography>
      {disabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admin.portal.companyReadOnly')}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {group.settings.map((def) => (
          <SettingField key={def.name} def={def} disabled={disabled} control={control} base={base} />
        ))}
      </Stack>
      {group.company === true && <UnitSettings disabled={disabled} control={control} base={base} />}
    </Paper>
  );
}
