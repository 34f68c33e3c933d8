import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, type Language } from '@lonportal/domain/constants';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { LanguageLabel } from './LanguageLabel';

/** The language dropdown itself (SPEC §2.5), opened at once: LanguagePicker mounts it when used. */
export function LanguageSelect({
  id,
  size,
  fullWidth,
  helperText,
}: {
  id: string;
  size: 'small' | 'medium';
  fullWidth: boolean;
  helperText?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      select
      size={size}
      fullWidth={fullWidth}
      helperText={helperText}
      label={t('language.label')}
      value={currentLanguage()}
      onChange={(event) => void changeLanguage(event.target.value as Language)}
      slotProps={{ select: { defaultOpen: true } }}
      sx={{ minWidth: 180 }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          <LanguageLabel lng={lng} />
        </MenuItem>
      ))}
    </TextField>
  );
}
