import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAlert from '@mui/icons-material/AddAlert';
import type { Reminder, ReminderRecipient } from '@lonportal/domain/admin/reminders';
import { showError } from '../../lib/api-errors';
import { formatDateTime, periodName } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useSnackbar } from '../../ui/snackbar';
import {
  useReminderDeliveries,
  useReminderFailures,
  useReminderPreview,
  useReminders,
  useRunReminder,
} from './api/reminders';
import { ReminderDialog } from './ReminderDialog';

/** The reason a person is reminded, in words: "2 rows of November 2026 to approve". */
function useReasonText() {
  const { t, i18n } = useTranslation();
  return (r: Pick<ReminderRecipient, 'Anledning' | 'Period' | 'Antal' | 'Datum'>) =>
    t(`admin.reminders.reasons.${r.Anledning}`, {
      count: r.Antal,
      // A month reads as its name; a forgotten punch's period is its day.
      period: periodName(r.Period, i18n.language),
      datum: r.Datum ?? '',
    });
}

/** "Day 25 of the month and the last working day at 09:00". */
function useScheduleText() {
  const { t } = useTranslation();
  return (r: Reminder) => {
    const when = [
      ...(r.Schema.Dagar.length > 0
        ? [t('admin.reminders.schedule.days', { days: r.Schema.Dagar.join(', ') })]
        : []),
      ...(r.Schema.SistaArbetsdagen ? [t('admin.reminders.schedule.lastWorkingDay')] : []),
    ].join(t('admin.reminders.schedule.and'));
    return t('admin.reminders.schedule.at', { when, tid: r.Schema.Tid });
  };
}

/**
 * /admin/reminders (SPEC §2.1; Plus with LIC or ADM): the company's reminders, what each would do
 * now, whom it reached, and a run on demand.
 */
export function RemindersPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const reminders = useReminders(ftgId);
  const failures = useReminderFailures(ftgId);
  const run = useRunReminder(ftgId);
  const { showSnackbar } = useSnackbar();
  const scheduleText = useScheduleText();
  const [dialog, setDialog] = useState<{ reminder: Reminder | null; open: boolean }>({
    reminder: null,
    open: false,
  });
  const [preview, setPreview] = useState<Reminder | null>(null);
  const [history, setHistory] = useState<Reminder | null>(null);

  async function runNow(r: Reminder) {
    try {
      await run.mutateAsync(r.Id);
    } catch (err) {
      showError(err);
      return;
    }
    showSnackbar({ text: t('admin.reminders.runQueued', { namn: r.Namn }), color: 'success' });
  }

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.reminders.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.reminders.intro')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<AddAlert />}
        onClick={() => setDialog({ reminder: null, open: true })}
        sx={{ mb: 3 }}
      >
        {t('admin.reminders.new')}
      </Button>
      {(failures.data ?? []).length > 0 && (
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>{t('admin.reminders.failures.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {(failures.data ?? []).map((f) => (
              <li key={f.Id}>
                {t('admin.reminders.failures.item', {
                  namn: f.Namn ?? t('admin.reminders.failures.deleted'),
                  at: formatDateTime(f.At),
                  count: f.Forsok,
                })}
                {f.Fel && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', wordBreak: 'break-word' }}
                  >
                    {f.Fel}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {reminders.isPending ? (
        <PageLoader />
      ) : reminders.isError ? (
        <LoadFailed
          error={reminders.error}
          onRetry={() => void reminders.refetch()}
          retryText={t('admin.reminders.retry')}
          text={t('admin.reminders.loadFailed')}
        />
      ) : reminders.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.reminders.empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('admin.reminders.title')}>
            {reminders.data.map((r) => (
              <ListItem key={r.Id} divider sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {r.Namn}
                  </Typography>
                  <Chip size="small" label={t(`admin.reminders.kinds.${r.Typ}`)} />
                  {!r.Aktiv && <Chip size="small" variant="outlined" label={t('admin.reminders.inactive')} />}
                </Stack>
                <Typography variant="body2">{scheduleText(r)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    r.Kanaler.map((c) => t(`admin.reminders.channels.${c}`)).join(', '),
                    r.NastaKorning
                      ? t('admin.reminders.next', { at: r.NastaKorning.replace('T', ' ') })
                      : t('admin.reminders.noNext'),
                    r.SenastKord
                      ? t('admin.reminders.last', {
                          at: formatDateTime(r.SenastKord),
                          count: r.SenastAntal ?? 0,
                        })
                      : t('admin.reminders.neverRun'),
                  ].join(' · ')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                  <Button
                    size="small"
                    onClick={() => setDialog({ reminder: r, open: true })}
                    aria-label={t('admin.reminders.openOf', { namn: r.Namn })}
                  >
                    {t('admin.reminders.open')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setPreview(r)}
                    aria-label={t('admin.reminders.previewOf', { namn: r.Namn })}
                  >
                    {t('admin.reminders.preview')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setHistory(r)}
                    aria-label={t('admin.reminders.historyOf', { namn: r.Namn })}
                  >
                    {t('admin.reminders.history')}
                  </Button>
                  <Button
                    size="small"
                    disabled={run.isPending}
                    onClick={() => void runNow(r)}
                    aria-label={t('admin.reminders.runOf', { namn: r.Namn })}
                  >
                    {t('admin.reminders.run')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ReminderDialog
        reminder={dialog.reminder}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <PreviewDialog reminder={preview} onClose={() => setPreview(null)} />
      <HistoryDialog reminder={history} onClose={() => setHistory(null)} />
    </Box>
  );
}

/** Who the reminder would reach right now, and why; those already reminded this period are marked. */
function PreviewDialog({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const preview = useReminderPreview(me.FtgInfo.FtgId, reminder?.Id ?? null);
  const reason = useReasonText();
  return (
    <AppDialog
      open={reminder !== null}
      onClose={onClose}
      title={t('admin.reminders.previewTitle', { namn: reminder?.Namn ?? '' })}
      actions={<Button onClick={onClose}>{t('admin.reminders.close')}</Button>}
    >
      {preview.isPending ? (
        <PageLoader />
      ) : preview.isError ? (
        <LoadFailed
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retryText={t('admin.reminders.retry')}
        />
      ) : preview.data.length === 0 ? (
        <Typography>{t('admin.reminders.nobody')}</Typography>
      ) : (
        <List aria-label={t('admin.reminders.previewList')} dense>
          {preview.data.map((p) => (
            <ListItem key={p.AnvandarId} divider sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {p.Namn} ({p.Login})
              </Typography>
              <Typography variant="body2">{reason(p)}</Typography>
              {p.Paminde && (
                <Typography variant="body2" color="text.secondary">
                  {t('admin.reminders.alreadyReminded')}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </AppDialog>
  );
}

/** Whom the reminder reached, when, why and through which channels. */
function HistoryDialog({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const deliveries = useReminderDeliveries(me.FtgInfo.FtgId, reminder?.Id ?? null);
  const reason = useReasonText();
  return (
    <AppDialog
      open={reminder !== null}
      onClose={onClose}
      title={t('admin.reminders.historyTitle', { namn: reminder?.Namn ?? '' })}
      actions={<Button onClick={onClose}>{t('admin.reminders.close')}</Button>}
    >
      {deliveries.isPending ? (
        <PageLoader />
      ) : deliveries.isError ? (
        <LoadFailed
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          retryText={t('admin.reminders.retry')}
        />
      ) : deliveries.data.length === 0 ? (
        <Typography>{t('admin.reminders.noDeliveries')}</Typography>
      ) : (
        <List aria-label={t('admin.reminders.historyList')} dense>
          {deliveries.data.map((d) => (
            <ListItem key={`${d.Login}-${d.Period}`} divider sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {d.Namn} ({d.Login})
              </Typography>
              <Typography variant="body2">{reason(d)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  formatDateTime(d.At),
                  d.Kanaler.map((c) => t(`admin.reminders.channels.${c}`)).join(', '),
                  ...(d.Uteblev.length > 0
                    ? [
                        t('admin.reminders.unreached', {
                          channels: d.Uteblev.map((c) => t(`admin.reminders.channels.${c}`)).join(', '),
                        }),
                      ]
                    : []),
                ].join(' · ')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </AppDialog>
  );
}
