import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import type { BankIdStartType } from '@lonportal/domain/auth/bankid';
import { zPersonnummer } from '@lonportal/domain/validation/zod';
import { useSnackbar } from '../../../ui/snackbar';
import { thisDeviceType } from '../bankid-machine';
import type { Platform } from '../platform';
import { BankIdIntro } from './BankIdIntro';
import { LoginTextField } from './LoginTextField';

// SPEC §5 Identity numbers: 10 or 12 digits, with or without the separator; sent as 12 digits.
const MobileFormSchema = z.object({ PersNr: zPersonnummer() });

/** The personal number as sent, or the i18n key of what is wrong with it. */
function validate(PersNr: string): { persNr: string | null; error: string | undefined } {
  const result = MobileFormSchema.safeParse({ PersNr });
  if (result.success) return { persNr: result.data.PersNr, error: undefined };
  return { persNr: null, error: result.error.issues[0]?.message ?? '' };
}

interface Props {
  /** Inside the mobile app the this-device button is hidden (SPEC §2.3). */
  inApp: boolean;
  platform: Platform;
  /** The account remembered from the last BankID login here, chosen at once (SPEC §4). */
  preferredLogin: string | null;
  onForgetAccount: () => void;
  onStart: (type: BankIdStartType, persNr?: string) => void;
  /** Shows this tab, so that a field in it can take focus. */
  reveal: () => void;
}

/** The idle electronic ID panel: BankID on this device, or Mobilt BankID with a personal number. */
export function BankIdStart({ inApp, platform, preferredLogin, onForgetAccount, onStart, reveal }: Props) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const inputRef = useRef<HTMLInputElement>(null);
  // One field keeps its own state (no form library on the login page); after the first
  // attempt every change validates it again.
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const thisDevice = thisDeviceType(platform);

  const change = (next: string) => {
    setValue(next);
    if (submitted) setError(validate(next).error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { persNr, error: found } = validate(value);
    setError(found);
    if (persNr !== null) {
      onStart(1, persNr);
      return;
    }
    // SPEC §2.3: the message also in an error snackbar; the field focused and scrolled into view.
    if (found) showSnackbar({ title: t('bankid.persNr'), text: t(found) });
    reveal();
    inputRef.current?.focus();
    inputRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <>
      <BankIdIntro inApp={inApp} />
      {!inApp && (
        <>
          <Button
            data-bankid-start
            variant="contained"
            size="large"
            startIcon={<ComputerIcon aria-hidden />}
            onClick={() => onStart(thisDevice)}
            fullWidth
          >
            {t(thisDevice === 0 ? 'bankid.thisComputer' : 'bankid.thisDevice')}
          </Button>
          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('bankid.or')}</Divider>
        </>
      )}
      <form noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <LoginTextField
            name="PersNr"
            label={t('bankid.persNr')}
            value={value}
            onValueChange={change}
            error={error}
            inputRef={inputRef}
            helperText={t('bankid.persNrHelp')}
            autoComplete="off"
            htmlInput={{ inputMode: 'numeric', maxLength: 13 }}
            trim
            required
            fullWidth
          />
          <Button
            type="submit"
            data-bankid-start={inApp ? '' : undefined}
            variant={inApp ? 'contained' : 'outlined'}
            size="large"
            startIcon={<PhoneIphoneIcon aria-hidden />}
            fullWidth
          >
            {t('bankid.mobile')}
          </Button>
        </Stack>
      </form>
      {preferredLogin && (
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('bankid.rememberedAccount', { login: preferredLogin })}{' '}
          <Button
            size="small"
            onClick={onForgetAccount}
            sx={{ verticalAlign: 'baseline', p: 0, minWidth: 0 }}
          >
            {t('bankid.chooseAnotherAccount')}
          </Button>
        </Typography>
      )}
    </>
  );
}
