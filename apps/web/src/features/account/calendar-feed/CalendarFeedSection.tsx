import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { useBrowserValue } from '../../../lib/browser-value';
import { useSession } from '../../../lib/session';
import { InlineLoader } from '../../../ui/InlineLoader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useCalendarFeed } from './api/calendar-feed';
import { CalendarFeedAddress } from './CalendarFeedAddress';
import { useCalendarFeedActions } from './use-calendar-feed-actions';
import { useCalendarFeedAllowed } from './use-calendar-feed-allowed';

/**
 * The user's personal calendar feed (DOMAIN §15): an address their phone's or computer's calendar
 * subscribes to. Shown only to who has a schedule (the feed's server routes need the same).
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const allowed = useCalendarFeedAllowed();
  // The address names the host the browser asked (DOMAIN §15: the URL is the key); the server's
  // first paint calls the API from inside itself, where that host is not known, so the address is
  // asked for by the browser only.
  const inBrowser = useBrowserValue(() => true, false);
  if (!allowed) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('account.calendarFeed.title')}
        </Typography>
        <Typography>{t('account.calendarFeed.intro')}</Typography>
        <Typography color="text.secondary">{t('account.calendarFeed.secret')}</Typography>
        {inBrowser ? <CalendarFeedBody /> : <InlineLoader />}
      </Stack>
    </Paper>
  );
}

/** No feed: the button that makes one; a feed: its address; loading, or why it failed. */
function CalendarFeedBody() {
  const { t } = useTranslation();
  const ftgId = useSession().me.FtgInfo.FtgId;
  const feed = useCalendarFeed(ftgId);
  const actions = useCalendarFeedActions(ftgId);

  if (feed.isPending) return <InlineLoader />;
  if (feed.isError)
    return (
      <LoadFailed
        error={feed.error}
        onRetry={() => void feed.refetch()}
        retryText={t('account.calendarFeed.retry')}
        text={t('account.calendarFeed.loadFailed')}
      />
    );
  if (feed.data.Url === null)
    return (
      <Button
        type="button"
        variant="contained"
        startIcon={<EventAvailable />}
        onClick={actions.create}
        loading={actions.creating}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('account.calendarFeed.create')}
      </Button>
    );
  return (
    <CalendarFeedAddress
      key={feed.data.Url}
      url={feed.data.Url}
      qr={feed.data.Qr}
      busy={actions.creating || actions.turningOff}
      onReplace={actions.replace}
      onTurnOff={actions.turnOff}
    />
  );
}
