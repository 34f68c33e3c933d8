import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { LEAVE_TEXT_MAX, type LeaveDecision } from '@lonportal/domain/leave/leave';
import { errorMessageKey } from '../../../lib/api-client';
import { AppDialog } from '../../../ui/AppDialog';
import { useSnackbar } from '../../../ui/snackbar';
import { useLeaveWrites } from '../api';

/** A manager's decision on one or more applications, with a comment the employee sees. */
export function DecisionDialog({
  ftgId,
  ids,
  decision,
  onClose,
}: {
  ftgId: string;
  ids: string[];
  decision: LeaveDecision;
  onClose: (decided: boolean) => void;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { decide } = useLeaveWrites(ftgId);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    decide.mutate(
      { Ids: ids, Beslut: decision, Kommentar: comment.trim() },
      {
        onSuccess: () => {
          showSnackbar({
            text: t(`leave.decision.done.${decision}`, { n: ids.length }),
            color: 'success',
            timeout: 4000,
          });
          onClose(true);
        },
        onError: (err) => setFailure(errorMessageKey(err)),
      },
    );
  };
  return (
    <AppDialog
      open
      onClose={() => onClose(false)}
      persistent={decide.isPending}
      title={t(`leave.decision.title.${decision}`, { n: ids.length })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      actions={
        <>
          <Button onClick={() => onClose(false)}>{t('absence.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'APPROVE' ? 'primary' : 'error'}
            loading={decide.isPending}
          >
            {t(`leave.action.${decision}`)}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t(`leave.decision.text.${decision}`, { n: ids.length })}
      </DialogContentText>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(failure)}
        </Alert>
      )}
      <TextField
        label={t('leave.decision.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: LEAVE_TEXT_MAX } }}
      />
    </AppDialog>
  );
}
