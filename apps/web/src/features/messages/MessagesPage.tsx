import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Message } from '@lonportal/domain/messages';
import { showError } from '../../lib/api-errors';
import { formatDateTime, periodName } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { PagedList } from '../../ui/PagedList';
import { useInbox, useMarkRead } from './api/messages';

/**
 * A portal text (a reminder) in the reader's language, with its period as a month name; a person's
 * own text as written.
 */
export function useMessageText() {
  const { t, i18n } = useTranslation();
  return (m: Message): string => {
    if (!m.Nyckel) return m.Text;
    const period = typeof m.Parametrar.period === 'string' ? m.Parametrar.period : '';
    return t(m.Nyckel, { ...m.Parametrar, period: periodName(period, i18n.language), defaultValue: m.Text });
  };
}

/** /messages (SPEC §2.1 inbox): what the portal and others sent the user in this company, newest first. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const [page, setPage] = useState(1);
  const inbox = useInbox(ftgId, { Page: page, PerPage: me.UserAppSettings.PaginationPerPage });
  const markRead = useMarkRead(ftgId);
  const text = useMessageText();

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('messages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('messages.intro')}
      </Typography>
      <PagedList
        query={inbox}
        label={t('messages.title')}
        countText={(count) => t('messages.count', { count })}
        emptyText={t('messages.empty')}
        retryText={t('messages.retry')}
        loadFailedText={t('messages.loadFailed')}
        page={page}
        onPage={setPage}
        itemKey={(m) => m.Id}
        renderItem={(m) => (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: m.Last ? 400 : 700 }}>
                {m.Rubrik}
              </Typography>
              {!m.Last && <Chip size="small" color="primary" label={t('messages.unread')} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[m.Avsandare ?? t('messages.fromPortal'), formatDateTime(m.Skickad)].join(' · ')}
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{text(m)}</Typography>
            {!m.Last && (
              <Button
                size="small"
                sx={{ mt: 1 }}
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(m.Id, { onError: (err) => showError(err) })}
                aria-label={t('messages.markReadOf', { rubrik: m.Rubrik })}
              >
                {t('messages.markRead')}
              </Button>
            )}
          </>
        )}
      />
    </Box>
  );
}
