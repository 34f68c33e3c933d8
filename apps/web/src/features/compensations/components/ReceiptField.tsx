import { useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DocumentScanner from '@mui/icons-material/DocumentScannerOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import { RECEIPT_ACCEPT } from '@lonportal/domain/compensations/receipt-file';
import { AUTO_SCAN_DEFAULT } from '@lonportal/domain/constants';
import { useLocalFlag } from '../../../lib/local-flag';
import { useFieldErrorText } from '../../../ui/field-error';
import type { CompensationFormValues } from '../compensation-form';
import { ReceiptPreview } from './ReceiptPreview';
import { ScanDialog } from './ScanDialog';
import type { ScanResult } from '../use-receipt-scan';
import { useReceiptUpload } from '../use-receipt-upload';

/** SPEC §9: auto scan is on until the user turns it off, in this browser. */
const AUTO_SCAN_KEY = 'lonportal.receipts.autoScan';

interface Props {
  control: Control<CompensationFormValues>;
  ftgId: string;
  anstNr: string;
  /** Receipts may be read (the company has Plus). */
  canScan: boolean;
  disabled: boolean;
  /** Whether a file is on its way to the server (the row waits for it). */
  onBusyChange: (busy: boolean) => void;
  onScanned: (result: ScanResult) => void;
}

/**
 * The row's receipt (SPEC §5 uploads): photographed with the phone's camera or chosen as a file
 * (JPEG, PNG, HEIC, PDF up to 10 MB), checked, sent at once and shown; with Plus it is read as soon
 * as it is chosen when auto scan is on, or on "Read the receipt".
 */
export function ReceiptField({ control, ftgId, anstNr, canScan, disabled, onBusyChange, onScanned }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'ReceiptId' });
  const errorText = useFieldErrorText(fieldState.error);
  const [autoScan, setAutoScan] = useLocalFlag(AUTO_SCAN_KEY, AUTO_SCAN_DEFAULT);
  const receiptId = field.value;
  const upload = useReceiptUpload({
    ftgId,
    anstNr,
    receiptId,
    onStored: field.onChange,
    onBusyChange,
    scanAtOnce: canScan && autoScan,
  });
  const { file, problem, scanning } = upload;

  return (
    <Stack spacing={1} component="section" aria-label={t('compensations.receipt.label')}>
      <Typography variant="subtitle2" component="h3">
        {t('compensations.receipt.label')}
      </Typography>
      {receiptId && (
        <ReceiptPreview source={file ? { kind: 'file', file } : { kind: 'stored', ftgId, receiptId }} />
      )}
      {!disabled && <ReceiptButtons upload={upload} hasReceipt={Boolean(receiptId)} canScan={canScan} />}
      {problem && (
        <FormHelperText error role="alert">
          {t(problem)}
        </FormHelperText>
      )}
      <FormHelperText error={Boolean(errorText)} role={errorText ? 'alert' : undefined}>
        {errorText ?? t('compensations.receipt.help')}
      </FormHelperText>
      {scanning && (
        <ScanDialog
          file={scanning}
          autoScan={autoScan}
          onAutoScanChange={setAutoScan}
          onClose={() => upload.setScanning(null)}
          onConfirm={(result) => {
            upload.setScanning(null);
            onScanned(result);
          }}
        />
      )}
    </Stack>
  );
}

/** Photograph, choose or replace the receipt, read it, remove it. */
function ReceiptButtons({
  upload,
  hasReceipt,
  canScan,
}: {
  upload: ReturnType<typeof useReceiptUpload>;
  hasReceipt: boolean;
  canScan: boolean;
}) {
  const { t } = useTranslation();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { uploading } = upload;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => void upload.choose(e)}
        data-testid="receipt-camera"
      />
      <input
        ref={picker}
        type="file"
        accept={RECEIPT_ACCEPT}
        hidden
        onChange={(e) => void upload.choose(e)}
        data-testid="receipt-file"
      />
      <Button
        variant="outlined"
        startIcon={<PhotoCamera />}
        onClick={() => camera.current?.click()}
        loading={uploading}
      >
        {t('compensations.receipt.photo')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<AttachFile />}
        onClick={() => picker.current?.click()}
        disabled={uploading}
      >
        {t(hasReceipt ? 'compensations.receipt.replace' : 'compensations.receipt.choose')}
      </Button>
      {hasReceipt && canScan && (
        <Button startIcon={<DocumentScanner />} onClick={() => void upload.scan()} disabled={uploading}>
          {t('compensations.receipt.scan')}
        </Button>
      )}
      {hasReceipt && (
        <Button color="error" startIcon={<DeleteOutline />} onClick={upload.remove} disabled={uploading}>
          {t('compensations.receipt.remove')}
        </Button>
      )}
    </Stack>
  );
}
