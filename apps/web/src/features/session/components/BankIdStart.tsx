import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { FormTextField } from '../../../ui/FormTextField';
import { useSnackbar } from '../../../ui/snackbar';
import { thisDeviceType } from '../bankid-machine';
import type { Platform } from '../platform';

// SPEC §5 Identity numbers: 10 or 12 digits, with or without the separator; sent as 12 digits.
const MobileFormSchema = z.object({ PersNr: zPersonnummer() });
type MobileForm = { PersNr: string };

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
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, setFocus } = useForm<MobileForm, unknown, MobileForm>({
    resolver: zodResolver(MobileFormSchema),
    defaultValues: { PersNr: '' },
    shouldFocusError: false, // onInvalid does it, after the tab is shown
  });
  const thisDevice = thisDeviceType(platform);

  // SPEC §2.3: the message also in an error snackbar; the field focused and scrolled into view.
  const onInvalid = (errors: FieldErrors<MobileForm>) => {
    const message = errors.PersNr?.message;
    if (message) showSnackbar({ title: t('bankid.persNr'), text: t(message) });
    reveal();
    setFocus('PersNr');
    const input = formRef.current?.elements.namedItem('PersNr');
    if (input instanceof HTMLElement) input.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t(inApp ? 'bankid.introApp' : 'bankid.intro')}
      </Typography>
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
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(({ PersNr }) => onStart(1, PersNr), onInvalid)(event)}
      >
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="PersNr"
            label={t('bankid.persNr')}
            helperText={t('bankid.persNrHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
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
