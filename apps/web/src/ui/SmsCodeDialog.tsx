import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SmsCodeSchema } from '@lonportal/domain/auth/schemas';
import { DIALOG_WIDTH, SMS_CODE_LENGTH } from '@lonportal/domain/constants';
import { FormTextField } from './FormTextField';
import { useReportDialogOpen } from './use-dialog-open';

const SmsCodeFormSchema = z.object({ SMSCode: SmsCodeSchema });

interface Props {
  phoneHint: string;
  validMinutes: number;
  /** Checks the code; resolves to the code field's error key when it was wrong. */
  onConfirm: (code: string) => Promise<string | null>;
  onCancel: () => void;
}

/** SPEC §4: the SMS code dialog (password login, and selecting a company that requires SMS). The code is exactly 4 characters (SPEC §9). */
export function SmsCodeDialog({ phoneHint, validMinutes, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SmsCodeFormSchema),
    defaultValues: { SMSCode: '' },
  });
  const code = useWatch({ control, name: 'SMSCode' });
  const complete = code.trim().length === SMS_CODE_LENGTH;
  useReportDialogOpen(true);

  const submit = handleSubmit(async ({ SMSCode }) => {
    const problem = await onConfirm(SMSCode);
    if (problem) setError('SMSCode', { message: problem }, { shouldFocus: true });
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onCancel}
      aria-labelledby="sms-code-title"
      fullWidth
      sx={{ '& .MuiDialog-paper': { maxWidth: DIALOG_WIDTH } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="sms-code-title">{t('sms.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('sms.sent', { phone: phoneHint, minutes: validMinutes })}
          </DialogContentText>
          <FormTextField
            control={control}
            name="SMSCode"
            label={t('sms.code')}
            autoFocus
            fullWidth
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: { maxLength: SMS_CODE_LENGTH, autoCapitalize: 'characters', spellCheck: false },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={onCancel} disabled={formState.isSubmitting}>
            {t('sms.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!complete} loading={formState.isSubmitting}>
            {t('sms.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
