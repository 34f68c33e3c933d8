import { useRef, useState, type ChangeEvent } from 'react';
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
import { errorMessageKey } from '../../../lib/api-client';
import { fetchFile } from '../../../lib/file-transfer';
import { useLocalFlag } from '../../../lib/local-flag';
import { useFieldErrorText } from '../../../ui/field-error';
import { uploadReceipt, receiptUrl } from '../api';
import { base64Of, readReceiptFile, type ReceiptFile } from '../../../lib/receipt-file';
import type { CompensationFormValues } from '../compensation-form';
import { ReceiptPreview } from './ReceiptPreview';
import { ScanDialog, type ScanResult } from './ScanDialog';

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
  const [file, setFile] = useState<ReceiptFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState<ReceiptFile | null>(null);
  const [autoScan, setAutoScan] = useLocalFlag(AUTO_SCAN_KEY, AUTO_SCAN_DEFAULT);
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const receiptId = field.value;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    const read = await readReceiptFile(chosen);
    if ('problem' in read) return setProblem(read.problem);
    setUploading(true);
    onBusyChange(true);
    try {
      const stored = await uploadReceipt(anstNr, read.file);
      setFile(read.file);
      field.onChange(stored.Id);
      if (canScan && autoScan) setScanning(read.file);
    } catch (err) {
      setProblem(errorMessageKey(err));
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  /** Reads the receipt on screen: the chosen file, or the stored one fetched back. */
  const scan = async () => {
    if (file) return setScanning(file);
    if (!receiptId) return;
    try {
      const blob = await fetchFile(receiptUrl(ftgId, receiptId));
      setScanning({ content: base64Of(new Uint8Array(await blob.arrayBuffer())), type: blob.type, name: '' });
    } catch (err) {
      setProblem(errorMessageKey(err));
    }
  };

  const remove = () => {
    setFile(null);
    setProblem(null);
    field.onChange(null);
  };

  return (
    <Stack spacing={1} component="section" aria-label={t('compensations.receipt.label')}>
      <Typography variant="subtitle2" component="h3">
        {t('compensations.receipt.label')}
      </Typography>
      {receiptId && (
        <ReceiptPreview source={file ? { kind: 'file', file } : { kind: 'stored', ftgId, receiptId }} />
      )}
      {!disabled && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(e) => void choose(e)}
            data-testid="receipt-camera"
          />
          <input
            ref={picker}
            type="file"
            accept={RECEIPT_ACCEPT}
            hidden
            onChange={(e) => void choose(e)}
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
            {t(receiptId ? 'compensations.receipt.replace' : 'compensations.receipt.choose')}
          </Button>
          {receiptId && canScan && (
            <Button startIcon={<DocumentScanner />} onClick={() => void scan()} disabled={uploading}>
              {t('compensations.receipt.scan')}
            </Button>
          )}
          {receiptId && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={remove} disabled={uploading}>
              {t('compensations.receipt.remove')}
            </Button>
          )}
        </Stack>
      )}
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
          onClose={() => setScanning(null)}
          onConfirm={(result) => {
            setScanning(null);
            onScanned(result);
          }}
        />
      )}
    </Stack>
  );
}
