import { useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { RECEIPT_ACCEPT } from '@lonportal/domain/compensations/receipt-file';
import { errorMessageKey } from '../../../lib/api-client';
import { readReceiptFile } from '../../../lib/receipt-file';
import { travelReceiptUrl, uploadTravelReceipt } from '../api';
import type { StepProps } from './guide-steps';

/** A receipt chosen for an expense: checked, sent at once, shown by name with a link. */
export function ReceiptButton({
  control,
  setValue,
  name,
  ftgId,
  anstNr,
  disabled,
}: StepProps & { name: `Utlagg.${number}.ReceiptId` | `Representation.${number}.ReceiptId` }) {
  const { t } = useTranslation();
  const receiptId = useWatch({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    const read = await readReceiptFile(chosen);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadTravelReceipt(anstNr, read.file);
      setValue(name, stored.Id, { shouldDirty: true });
    } catch (err) {
      setProblem(errorMessageKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <input
        ref={input}
        type="file"
        accept={RECEIPT_ACCEPT}
        hidden
        onChange={(e) => void choose(e)}
        aria-label={t('travel.guide.receipt')}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFile />}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {receiptId ? t('travel.guide.replaceReceipt') : t('travel.guide.receipt')}
      </Button>
      {receiptId && (
        <Button component="a" href={travelReceiptUrl(ftgId, receiptId)} target="_blank" rel="noopener">
          {t('travel.guide.showReceipt')}
        </Button>
      )}
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {t(problem)}
        </Typography>
      )}
    </Stack>
  );
}
