import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileOpen from '@mui/icons-material/FileOpenOutlined';
import Preview from '@mui/icons-material/PreviewOutlined';
import type { useTravelRules } from './use-travel-rules';

/** Loading a year's table: a downloaded file, or Skatteverket's address, and why it was refused. */
export function NormalbeloppLoader({ rules }: { rules: ReturnType<typeof useTravelRules> }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const { check } = rules;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 900 }}>
      <Stack spacing={2}>
        <Typography variant="body2">{t('admin.travelRules.loadHelp')}</Typography>
        <Box>
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t('admin.travelRules.chooseFile')}
            onChange={(e) => void rules.chooseFile(e)}
          />
          <Button
            variant="outlined"
            startIcon={<FileOpen />}
            onClick={() => file.current?.click()}
            loading={check.isPending && rules.source === null}
          >
            {t('admin.travelRules.chooseFile')}
          </Button>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('admin.travelRules.address')}
            value={rules.url}
            onChange={(e) => rules.setUrl(e.target.value)}
            fullWidth
            size="small"
          />
          <Button
            variant="outlined"
            startIcon={<Preview />}
            onClick={() => check.mutate({ Url: rules.url })}
            loading={check.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('admin.travelRules.preview')}
          </Button>
        </Stack>
        {rules.problems.map((p) => (
          <Alert key={p} severity="error" role="alert">
            {t(p)}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
