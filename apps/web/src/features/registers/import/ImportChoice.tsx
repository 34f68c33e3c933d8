import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { FileChooser } from './FileChooser';
import { formatFileSize } from './import-file';
import type { ImportFileChoice } from './use-import-file';

/**
 * Choosing an import's file (ADR 0029): the chooser, and the alert when the file was refused as too
 * large (SPEC §8 file size errors), its size and the limit in `lng`'s units.
 */
export function ImportChoice({
  choice,
  label,
  accept,
  loading,
  lng,
}: {
  choice: ImportFileChoice;
  label: string;
  accept: string;
  loading: boolean;
  lng: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FileChooser
        label={label}
        accept={accept}
        chosen={choice.file}
        loading={loading}
        onChoose={(chosen) => void choice.choose(chosen)}
      />
      {choice.refused !== null && (
        <Alert severity="error" role="alert">
          {t('registers.import.tooLarge', {
            size: formatFileSize(choice.refused, lng, t),
            max: formatFileSize(choice.maxBytes, lng, t),
          })}
        </Alert>
      )}
    </>
  );
}
