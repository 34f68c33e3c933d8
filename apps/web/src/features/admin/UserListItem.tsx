import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserListItem as User } from '@lonportal/domain/admin/users';

/** A user account in the list: name, login, role and company, and its "Öppna". */
export function UserListItem({ u, onOpen }: { u: User; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {u.Namn}
        </Typography>
        {u.Disabled && <Chip size="small" label={t('admin.users.disabled')} />}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          onClick={() => onOpen(u.Id)}
          aria-label={t('admin.users.editOf', { namn: u.Namn, login: u.Login })}
        >
          {t('admin.users.open')}
        </Button>
      </Stack>
      <Typography component="p" variant="body2">
        {[u.Login, t(`roles.${u.Roll}`), u.FtgNamn].join(t('admin.portal.separator'))}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        {[
          ...(u.AnstNr ? [t('admin.users.anstNr', { anstNr: u.AnstNr })] : []),
          ...(u.Foretag > 0 ? [t('admin.users.moreCompanies', { count: u.Foretag })] : []),
          ...(u.LoginType ? [t(`admin.portal.options.LoginType.${u.LoginType}`)] : []),
        ].join(t('admin.portal.separator'))}
      </Typography>
    </>
  );
}
