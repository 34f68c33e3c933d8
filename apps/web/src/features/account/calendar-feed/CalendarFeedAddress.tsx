import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyOrSelect, svgDataUrl, type CopyOutcome } from './feed-address';

const QR_SIZE = 184;

/** The feed's address to copy, its QR code to scan with a phone, and replacing or turning it off. */
export function CalendarFeedAddress({
  url,
  qr,
  busy,
  onReplace,
  onTurnOff,
}: {
  url: string;
  qr: string | null;
  busy: boolean;
  onReplace: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Said beside the field rather than in the snackbar, which on a phone would cover the buttons below.
  const [copied, setCopied] = useState<CopyOutcome | null>(null);

  async function copy() {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const select = () => {
      input.current?.focus();
      input.current?.select();
    };
    setCopied(await copyOrSelect(url, clipboard, select));
  }

  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          inputRef={input}
          label={t('account.calendarFeed.address')}
          value={url}
          fullWidth
          onFocus={(event) => event.target.select()}
          // Always there (a space when empty), so screen readers hear what the copy did.
          helperText={copied ? t(`account.calendarFeed.${copied}`) : ' '}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'calendar-feed-url' },
            formHelperText: { role: 'status' },
          }}
        />
        <Button
          type="button"
          variant="contained"
          startIcon={copied === 'copied' ? <Check /> : <ContentCopy />}
          onClick={() => void copy()}
          sx={{ alignSelf: 'flex-start', flexShrink: 0, mt: { sm: 1 } }}
        >
          {t('account.calendarFeed.copy')}
        </Button>
      </Stack>
      {qr && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="img"
            src={svgDataUrl(qr)}
            alt={t('account.calendarFeed.qrAlt')}
            width={QR_SIZE}
            height={QR_SIZE}
            // A QR code scans only dark on light: the same in the dark theme.
            sx={{ bgcolor: '#fff', borderRadius: 1, p: 0.5, alignSelf: 'flex-start' }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('account.calendarFeed.qrHelp')}
          </Typography>
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" onClick={onReplace} disabled={busy}>
          {t('account.calendarFeed.replace.button')}
        </Button>
        <Button type="button" variant="outlined" color="error" onClick={onTurnOff} disabled={busy}>
          {t('account.calendarFeed.turnOff.button')}
        </Button>
      </Stack>
    </Stack>
  );
}
