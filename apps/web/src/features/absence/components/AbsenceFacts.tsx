import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { formatDayWithWeekday } from '../../../lib/date-format';

/**
 * What the sick-pay and VAB rules say about a report (DOMAIN §11, §13): the qualifying deduction,
 * the continuation of an earlier period, the doctor's certificate, the day Försäkringskassan takes
 * over and the report due to it; for VAB the certificate and the year's days. The portal computes
 * no pay: these are the dates the rules set, and the domain decides them (sick-period.ts), also
 * when a certificate or Försäkringskassan is due now.
 */
export function AbsenceFacts({ report }: { report: AbsenceReport }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDayWithWeekday(iso, i18n.language);
  const facts: { key: string; text: string; warn?: boolean }[] = [];
  const sick = report.Sjuk;
  if (sick) {
    if (sick.Karens)
      facts.push({ key: 'karens', text: t('absence.facts.karens', { date: day(sick.Karens) }) });
    if (sick.NoKarensReason === 'continuation')
      facts.push({
        key: 'continuation',
        text: t('absence.facts.continuation', { date: day(sick.PeriodStart), days: sick.EarlierDays }),
      });
    if (sick.NoKarensReason === 'maxPerYear') facts.push({ key: 'max', text: t('absence.facts.maxPerYear') });
    if (sick.NoKarensReason === 'noWorkDay')
      facts.push({ key: 'noWorkDay', text: t('absence.facts.noWorkDay') });
    if (sick.DayOfPeriod > 0)
      facts.push({ key: 'day', text: t('absence.facts.dayOfPeriod', { n: sick.DayOfPeriod }) });
    if (sick.CertificateFrom)
      facts.push({
        key: 'certificate',
        text: t('absence.facts.certificate', { date: day(sick.CertificateFrom) }),
        warn: sick.CertificateNeeded,
      });
    if (sick.FkFrom && sick.FkReportDue)
      facts.push({
        key: 'fk',
        text: t('absence.facts.fk', { date: day(sick.FkFrom), due: day(sick.FkReportDue) }),
        warn: sick.FkPays,
      });
  }
  const vab = report.Vab;
  if (vab) {
    if (vab.Eligibility === 'certificateFromStart')
      facts.push({ key: 'vab12', text: t('absence.facts.vabCertificateFromStart'), warn: true });
    else if (vab.Eligibility === 'seriouslyIllOnly')
      facts.push({ key: 'vab16', text: t('absence.facts.vabSeriouslyIll'), warn: true });
    else if (vab.CertificateFrom)
      facts.push({
        key: 'vabCert',
        text: t('absence.facts.vabCertificate', { date: day(vab.CertificateFrom) }),
      });
    facts.push({
      key: 'vabDays',
      text: t('absence.facts.vabDays', { n: vab.DaysThisYear }),
      warn: vab.OverYearLimit,
    });
  }
  if (facts.length === 0) return null;
  const warnings = facts.filter((f) => f.warn);
  return (
    <>
      <List dense disablePadding aria-label={t('absence.facts.label')}>
        {facts
          .filter((f) => !f.warn)
          .map((f) => (
            <ListItem key={f.key} disableGutters>
              <ListItemText primary={f.text} />
            </ListItem>
          ))}
      </List>
      {warnings.map((f) => (
        <Alert key={f.key} severity="warning" variant="outlined" sx={{ mt: 1 }}>
          {f.text}
        </Alert>
      ))}
    </>
  );
}
