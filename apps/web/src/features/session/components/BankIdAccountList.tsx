import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { BankIdUser } from '@lonportal/domain/auth/bankid';

interface Props {
  users: readonly BankIdUser[];
  /** The login being logged in with, while it happens. */
  selecting: string | null;
  onChoose: (user: BankIdUser) => void;
  onCancel: () => void;
}

/** SPEC §2.3 "A list of user accounts to choose from": login, role and company of each. */
export function BankIdAccountList({ users, selecting, onChoose, onCancel }: Props) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The start button the user pressed is gone: focus goes to the list's heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <>
      <Typography
        ref={headingRef}
        id="bankid-accounts-heading"
        component="h3"
        variant="subtitle1"
        tabIndex={-1}
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        {t('bankid.chooseAccount')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('bankid.chooseAccountIntro')}
      </Typography>
      <List aria-labelledby="bankid-accounts-heading">
        {users.map((user) => (
          <ListItem key={user.Login} disablePadding sx={{ mb: 1 }}>
            <ListItemButton
              onClick={() => onChoose(user)}
              disabled={selecting !== null}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <ListItemText
                primary={user.Login}
                secondary={`${t(`roles.${user.Roll}`)} · ${user.FtgNamn}`}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
              {selecting === user.Login ? (
                <CircularProgress size={24} aria-label={t('bankid.loggingIn')} />
              ) : (
                <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button onClick={onCancel} disabled={selecting !== null} variant="outlined" fullWidth>
        {t('bankid.cancel')}
      </Button>
    </>
  );
}
