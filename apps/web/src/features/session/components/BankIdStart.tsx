import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import type { BankIdStartType } from '@lonportal/domain/auth/bankid';
import { thisDeviceType } from '../bankid-machine';
import { usePersNrField } from '../use-persnr-field';
import type { Platform } from '../platform';
import { BankIdIntro } from './BankIdIntro';
import { LoginTextField } from './LoginTextField';

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
  const field = usePersNrField(onStart, reveal);
  const thisDevice = thisDeviceType(platform);

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
      <form noValidate onSubmit={field.submit}>
        <Stack spacing={2}>
          <LoginTextField
            name="PersNr"
            label={t('bankid.persNr')}
            value={field.value}
            onValueChange={field.change}
            error={field.error}
            inputRef={field.inputRef}
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
