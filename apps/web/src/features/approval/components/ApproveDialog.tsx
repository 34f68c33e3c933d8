import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { useRunStatusAction } from '../../../lib/row-status/use-status-action';
import { answerLines, namedDays } from '../../../lib/row-status/status-answer';
import { useStatusPreview } from '../api/post-status-preview';
import { atlWarningText, usePunches } from '../../punches';
import {
  approvalCheck,
  type ApproveDialogProps,
  atlWarningsByDay,
  dayName,
  dayWarningTexts,
  groupByDay,
} from '../../time';
import { formatHours } from '../../../lib/number-format';

/** A list under a small heading, or nothing when it is empty. */
function Section({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: { key: string; text: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item.key} sx={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The employee's "approve the period", asked first: how many rows and hours are approved,
 * the days with warnings (SPEC §5 day warnings and ATL on the punches) and the working days up to
 * today without time, with Avbryt and Godkänn. The server says first what the approval takes: the
 * days up to today; the days after wait, and planned absence among them goes only when the
 * employee ticks it (domain time/approval-window.ts).
 */
export function ApproveDialog({ onClose, ...shown }: ApproveDialogProps) {
  const { anstNr, period, readPunches } = shown;
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const { run, pending } = useRunStatusAction(period);
  const { check, warnings, missing, punches } = useApprovalWarnings(shown);
  const preview = useStatusPreview('approve', anstNr, period);
  const [inAdvance, setInAdvance] = useState(false);
  const planned = preview.data?.KanIForvag ?? [];

  const approve = async () => {
    if (await run('approve', [anstNr], { inAdvance: inAdvance && planned.length > 0 })) onClose();
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={pending}
      title={t('timeReport.approve.title')}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {t('timeReport.action.cancel')}
          </Button>
          <Button variant="contained" loading={pending} onClick={() => void approve()}>
            {t('timeReport.approve.confirm')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography data-testid="approve-summary">
          {t('timeReport.approve.summary', {
            from: period.From,
            to: period.To,
            count: check.rows.length,
            hours: formatHours(check.hours, lng),
          })}
        </Typography>
        {preview.data && (
          <Typography data-testid="approve-server" role="status">
            {answerLines(preview.data, true)
              .map((l) => t(l.key, l.values))
              .join(' ')}
          </Typography>
        )}
        {planned.length > 0 && (
          <FormControlLabel
            control={<Checkbox checked={inAdvance} onChange={(e) => setInAdvance(e.target.checked)} />}
            label={t('approval.answer.withInAdvance', { days: namedDays(planned) })}
          />
        )}
        <ApprovalFindings warnings={warnings} missing={missing} readPunches={readPunches} punches={punches} />
        <Typography variant="body2" color="text.secondary">
          {t('timeReport.approve.after')}
        </Typography>
      </Stack>
    </AppDialog>
  );
}

/**
 * What the check found: the days with warnings (and whether the punches' ATL check is still read or
 * failed), the working days without time, or that all is clear.
 */
function ApprovalFindings({
  warnings,
  missing,
  readPunches,
  punches,
}: {
  warnings: { key: string; text: string }[];
  missing: { key: string; text: string }[];
  readPunches: boolean;
  punches: ReturnType<typeof usePunches>;
}) {
  const { t } = useTranslation();
  const atlPending = readPunches && punches.isPending;
  return (
    <>
      <Section id="approve-warnings" title={t('timeReport.approve.warningsTitle')} items={warnings} />
      {atlPending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('timeReport.approve.atlLoading')}
        </Typography>
      )}
      {readPunches && punches.isError && (
        <Alert severity="warning">{t('timeReport.approve.atlFailed')}</Alert>
      )}
      {missing.length > 0 && (
        <div>
          <Section id="approve-missing" title={t('timeReport.approve.missingTitle')} items={missing} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('timeReport.approve.missingHint')}
          </Typography>
        </div>
      )}
      {warnings.length === 0 && missing.length === 0 && !atlPending && !punches.isError && (
        <Alert severity="success">{t('timeReport.approve.allClear')}</Alert>
      )}
    </>
  );
}

/**
 * What the approval dialog lists: the check of the period's rows, the days with warnings (the
 * day's own and the working-time law's on the punches, by date) and the working days without time.
 */
function useApprovalWarnings({
  ftgId,
  anstNr,
  period,
  report,
  kindOf,
  flags,
  readPunches,
}: Omit<ApproveDialogProps, 'onClose'>) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const punches = usePunches(ftgId, readPunches ? anstNr : null, period);
  const check = useMemo(
    () => approvalCheck(groupByDay(report, kindOf), flags, kindOf, todayIso()),
    [report, kindOf, flags],
  );
  const warnings = [
    ...check.warningDays.flatMap((d) =>
      dayWarningTexts(d, lng).map((w) => ({ datum: d.day.Datum, text: t(w.key, w.values) })),
    ),
    ...atlWarningsByDay(punches.data ?? [], period).flatMap(({ datum, warnings: atl }) =>
      atl.map((w) => {
        const text = atlWarningText(w, datum);
        return {
          datum,
          text: t('timeReport.approve.dayItem', {
            day: dayName(datum, lng),
            text: t(text.key, { duration: t(text.duration.key, text.duration.values), time: text.time }),
          }),
        };
      }),
    ),
  ]
    .sort((a, b) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : 0))
    .map((w, i) => ({ key: `${w.datum}-${i}`, text: w.text }));
  const missing = check.missingDays.map((d) => ({ key: d.day.Datum, text: dayName(d.day.Datum, lng) }));
  return { check, warnings, missing, punches };
}
