import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileOpen from '@mui/icons-material/FileOpenOutlined';
import { formatFileSize, type ImportFile } from './import-file';

/** Choosing the file of an import: a button, and the chosen file's name and size beside it. */
export function FileChooser({
  label,
  accept,
  chosen,
  loading,
  onChoose,
}: {
  label: string;
  accept: string;
  chosen: Pick<ImportFile, 'name' | 'size'> | null;
  loading: boolean;
  onChoose: (file: File) => void;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosenId = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again (after it was corrected and saved).
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { sm: 'center' } }}
    >
      <input ref={input} type="file" accept={accept} hidden aria-label={label} onChange={change} />
      <Button
        variant="outlined"
        startIcon={<FileOpen />}
        onClick={() => input.current?.click()}
        loading={loading}
        sx={{ alignSelf: 'flex-start' }}
        {...(chosen ? { 'aria-describedby': chosenId } : {})}
      >
        {label}
      </Button>
      {chosen && (
        <Typography id={chosenId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('registers.import.chosen', {
            name: chosen.name,
            size: formatFileSize(chosen.size, i18n.language, t),
          })}
        </Typography>
      )}
    </Stack>
  );
}
