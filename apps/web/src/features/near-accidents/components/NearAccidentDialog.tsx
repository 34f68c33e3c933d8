import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormDateField } from '../../../ui/FormDateField';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import { useNearAccidentForm } from '../use-near-accident-form';
import { NearAccidentFiles } from './NearAccidentFiles';

/**
 * Reports a near accident or incident: when, where, what happened, what was done at
 * once, what would prevent it, a sensitive mark, and up to five files (photos from the phone's
 * camera). The report is saved first, then its files; a file refused says why and the report stays.
 */
export function NearAccidentDialog({ ftgId, onClose }: { ftgId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useNearAccidentForm(ftgId, onClose);
  const { control, close, busy } = form;

  return (
    <AppDialog
      open
      onClose={close}
      persistent={busy}
      title={t('nearAccident.newTitle')}
      onSubmit={(event) => void form.submit(event)}
      actions={
        <>
          <Button onClick={close}>{t('absence.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('nearAccident.action.report')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {form.failure && <Alert severity="error">{t(form.failure)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={control}
            name="Datum"
            label={t('nearAccident.field.date')}
            maxDate={todayIso()}
            required
            fullWidth
          />
          <FormTimeField control={control} name="Tid" label={t('nearAccident.field.time')} fullWidth />
        </Stack>
        <FormTextField
          control={control}
          name="Plats"
          label={t('nearAccident.field.place')}
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="Handelse"
          label={t('nearAccident.field.what')}
          required
          multiline
          minRows={3}
        />
        <FormTextField
          control={control}
          name="Atgard"
          label={t('nearAccident.field.action')}
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name="Forslag"
          label={t('nearAccident.field.proposal')}
          multiline
          minRows={2}
        />
        <FormCheckbox
          control={control}
          name="Kansligt"
          label={t('nearAccident.field.sensitive')}
          helperText={t('nearAccident.field.sensitiveHelp')}
        />
        <NearAccidentFiles chosen={form.chosen} />
      </Stack>
    </AppDialog>
  );
}
