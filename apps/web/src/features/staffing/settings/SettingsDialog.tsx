import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVTAL, DYGNSVILA_PER } from '@lonportal/domain/working-time/agreements';
import type { Bemanningsinstallningar } from '@lonportal/domain/staffing/planner';
import { AppDialog } from '../../../ui/AppDialog';
import { FactGrid } from '../../../ui/FactGrid';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTimeField } from '../../../ui/FormTimeField';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveActions } from '../../../ui/dialog-save';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { useStaffingSettings } from '../api/settings';
import { useSettingsForm, withPreset } from './use-settings-form';

const WEEKS = [1, 2, 3, 4] as const;

/**
 * The working-time rules the company plans by (DOMAIN §4): an agreement preset, the dygnsbryt, how
 * 13 § daily rest is counted (ADR 0030), the weeks ordinary time is averaged over, and whether time
 * counts across the portal's companies. Those who keep the registers change them; other planners
 * read them.
 */
export function SettingsDialog({
  ftgId,
  mayEdit,
  onClose,
}: {
  ftgId: string;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useStaffingSettings(ftgId);
  if (settings.data && mayEdit) return <SettingsForm ftgId={ftgId} read={settings.data} onClose={onClose} />;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('staffing.settings.title')}
      readOnlyLabel={t('staffing.settings.title')}
      actions={<Button onClick={onClose}>{t('staffing.settings.close')}</Button>}
    >
      {settings.isPending ? (
        <PageLoader />
      ) : settings.error ? (
        <LoadFailed
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retryText={t('staffing.needs.action.retry')}
        />
      ) : (
        <SettingsFacts settings={settings.data} />
      )}
    </AppDialog>
  );
}

/** The rules as they are, for a planner who does not keep them. */
function SettingsFacts({ settings: read }: { settings: Bemanningsinstallningar }) {
  const { t } = useTranslation();
  const settings = withPreset(read);
  return (
    <Stack spacing={2}>
      <Typography>{t('staffing.settings.readOnly')}</Typography>
      <FactGrid
        facts={[
          {
            label: t('staffing.settings.field.avtal'),
            value: t(`staffing.settings.avtal.${settings.Avtal}.name`),
            wide: true,
          },
          { label: t('staffing.settings.field.dygnsbryt'), value: settings.Dygnsbryt },
          {
            label: t('staffing.settings.field.dygnsvilaPer'),
            value: t(`staffing.settings.dygnsvilaPer.${settings.DygnsvilaPer}`),
            wide: true,
          },
          { label: t('staffing.settings.field.snittVeckor'), value: weeksText(t, settings.SnittVeckor) },
          {
            label: t('staffing.settings.field.sammanlagd'),
            value: t(settings.SammanlagdTid ? 'staffing.settings.yes' : 'staffing.settings.no'),
            wide: true,
          },
        ]}
      />
      <AgreementText avtal={settings.Avtal} />
    </Stack>
  );
}

const weeksText = (t: TFunction, n: number) =>
  n === 1 ? t('staffing.settings.weekOne') : t('staffing.settings.weeks', { n });

/** What an agreement preset means, and that its figures are the company's to check (DOMAIN §4). */
function AgreementText({ avtal }: { avtal: Bemanningsinstallningar['Avtal'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" aria-live="polite">
        {t(`staffing.settings.avtal.${avtal}.text`)}
      </Typography>
      <Alert severity="info" variant="outlined">
        {t('staffing.settings.checkFigures')}
      </Alert>
    </>
  );
}

function SettingsForm({
  ftgId,
  read,
  onClose,
}: {
  ftgId: string;
  read: Bemanningsinstallningar;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, failure, pending } = useSettingsForm(ftgId, read, onClose);
  const { control, formState } = form;
  const close = useDiscardGuard(formState.isDirty, onClose);
  return (
    <AppDialog
      open
      onClose={close}
      persistent={pending}
      title={t('staffing.settings.title')}
      onSubmit={(event) => void submit(event)}
      actions={<SaveActions onCancel={close} pending={pending} submitText="staffing.settings.save" />}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Alert severity={failure === 'staffing.settings.conflict' ? 'warning' : 'error'}>
            {t(failure)}
          </Alert>
        )}
        <Typography variant="body2">{t('staffing.settings.intro')}</Typography>
        <FormSelect
          control={control}
          name="Avtal"
          label={t('staffing.settings.field.avtal')}
          options={AVTAL.map((a) => ({ value: a, label: t(`staffing.settings.avtal.${a}.name`) }))}
          searchable={false}
          autoFocus
        />
        <ChosenAgreement control={control} />
        <FormTimeField
          control={control}
          name="Dygnsbryt"
          label={t('staffing.settings.field.dygnsbryt')}
          helperText={t('staffing.settings.help.dygnsbryt')}
        />
        <FormSelect
          control={control}
          name="DygnsvilaPer"
          label={t('staffing.settings.field.dygnsvilaPer')}
          helperText={t('staffing.settings.help.dygnsvilaPer')}
          options={DYGNSVILA_PER.map((d) => ({ value: d, label: t(`staffing.settings.dygnsvilaPer.${d}`) }))}
          searchable={false}
        />
        <FormSelect
          control={control}
          name="SnittVeckor"
          label={t('staffing.settings.field.snittVeckor')}
          helperText={t('staffing.settings.help.snittVeckor')}
          options={WEEKS.map((n) => ({ value: n, label: weeksText(t, n) }))}
          searchable={false}
        />
        <FormCheckbox
          control={control}
          name="SammanlagdTid"
          label={t('staffing.settings.field.sammanlagd')}
          helperText={t('staffing.settings.help.sammanlagd')}
        />
      </Stack>
    </AppDialog>
  );
}

function ChosenAgreement({ control }: { control: Control<Bemanningsinstallningar> }) {
  const avtal = useWatch({ control, name: 'Avtal' });
  return <AgreementText avtal={avtal} />;
}
