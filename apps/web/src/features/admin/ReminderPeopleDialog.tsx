import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Reminder, ReminderRecipient } from '@lonportal/domain/admin/reminders';
import { AppDialog } from '../../ui/AppDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useReasonText } from './use-reminder-texts';

type Person = Pick<ReminderRecipient, 'Anledning' | 'Period' | 'Antal' | 'Datum' | 'Namn' | 'Login'>;

/** A reminder's people (whom it would reach, or whom it reached): a name, the reason and `details`. */
export function ReminderPeopleDialog<T extends Person>({
  reminder,
  onClose,
  title,
  people,
  empty,
  listLabel,
  keyOf,
  details,
}: {
  reminder: Reminder | null;
  onClose: () => void;
  title: string;
  people: UseQueryResult<T[]>;
  empty: string;
  listLabel: string;
  keyOf: (person: T) => string;
  details: (person: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const reason = useReasonText();
  return (
    <AppDialog
      open={reminder !== null}
      onClose={onClose}
      title={title}
      actions={<Button onClick={onClose}>{t('admin.reminders.close')}</Button>}
    >
      {people.isPending ? (
        <PageLoader />
      ) : people.isError ? (
        <LoadFailed
          error={people.error}
          onRetry={() => void people.refetch()}
          retryText={t('admin.reminders.retry')}
        />
      ) : people.data.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <List aria-label={listLabel} dense>
          {people.data.map((p) => (
            <ListItem key={keyOf(p)} divider sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {p.Namn} ({p.Login})
              </Typography>
              <Typography variant="body2">{reason(p)}</Typography>
              {details(p)}
            </ListItem>
          ))}
        </List>
      )}
    </AppDialog>
  );
}
