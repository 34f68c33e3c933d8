import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGE_FLAGS, LANGUAGES, type Language } from '@lonportal/domain/constants';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { Flag } from './Flag';

/** SPEC §2.5 Language picker: a dropdown with flags; the choice is remembered. */
export function LanguagePicker({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const id = useId();
  const value = currentLanguage();
  return (
    <TextField
      id={id}
      select
      size={size}
      label={t('language.label')}
      value={value}
      onChange={(event) => void changeLanguage(event.target.value as Language)}
      sx={{ minWidth: 180 }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Flag country={LANGUAGE_FLAGS[lng]} />
            <span>{t(`language.${lng}`)}</span>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}
