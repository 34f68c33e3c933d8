import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { AppDialog } from '../../../ui/AppDialog';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { useCorrectionForm } from '../use-correction-form';
import { CorrectionFields } from './CorrectionFields';

/**
 * Corrects a punch's times and breaks; a reason is required (domain punches.ts rule 6). The
 * server's field problems land on the fields; anything else stays in the dialog as a message.
 */
export function CorrectionDialog({
  ftgId,
  punch,
  onClose,
}: {
  ftgId: string;
  punch: Stampling;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useCorrectionForm(ftgId, punch, onClose);
  // Escape, a click outside or Avbryt with changes asks first, as the entry dialog does.
  const close = useDiscardGuard(form.isDirty, onClose);

  return (
    <AppDialog
      open
      onClose={close}
      title={t('punches.correct.title')}
      persistent={form.isPending}
      onSubmit={(event) => void form.submit(event)}
      actions={
        <>
          <Button onClick={close}>{t('punches.correct.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.isPending}>
            {t('punches.correct.save')}
          </Button>
        </>
      }
    >
      {form.failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(form.failure)}
        </Alert>
      )}
      <CorrectionFields control={form.control} closed={form.closed} />
    </AppDialog>
  );
}
