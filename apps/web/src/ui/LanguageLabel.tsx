import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { LANGUAGE_FLAGS, type Language } from '@lonportal/domain/constants';
import { Flag } from './Flag';

/** A language as the picker shows it: its flag and its name. */
export function LanguageLabel({ lng }: { lng: Language }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Flag country={LANGUAGE_FLAGS[lng]} />
      <span>{t(`language.${lng}`)}</span>
    </Stack>
  );
}
