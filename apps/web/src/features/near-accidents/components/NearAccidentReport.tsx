import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NearAccident } from '@lonportal/domain/near-accidents/near-accidents';
import { formatDateTime } from '../../../lib/date-format';
import { attachmentUrl } from '../api';
import { STATUS_COLOR } from '../near-accident-status';

/** The report's files, each opened in a tab of its own. */
function ReportFiles({ r }: { r: NearAccident }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {t('nearAccident.files')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {r.Bilagor.map((f) => (
          <li key={f.Id}>
            <Link href={attachmentUrl(r.Id, f.Id)} target="_blank" rel="noopener">
              {f.Filnamn}
            </Link>
          </li>
        ))}
      </Stack>
    </div>
  );
}

/** What happened to the report: when, who, the state it moved to or the event, and the comment. */
function ReportHistory({ r }: { r: NearAccident }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {t('nearAccident.history')}
      </Typography>
      <List dense disablePadding>
        {r.Historik.map((h, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={`${formatDateTime(h.At)} · ${h.Namn} · ${
                h.Status ? t(`nearAccident.status.${h.Status}`) : t(`nearAccident.event.${h.Handelse}`)
              }`}
              secondary={h.Kommentar || null}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}

/** A near-accident report as read: its state, when and where, its texts, files and history. */
export function NearAccidentReport({ r }: { r: NearAccident }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip
          variant="outlined"
          color={STATUS_COLOR[r.Status]}
          label={t(`nearAccident.status.${r.Status}`)}
          data-testid="near-accident-status"
        />
        {r.Kansligt && <Chip variant="outlined" label={t('nearAccident.sensitive')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('nearAccident.when', { date: r.Datum, time: r.Tid, place: r.Plats, name: r.Rapportor })}
      </Typography>
      {(
        [
          ['what', r.Handelse],
          ['action', r.Atgard],
          ['proposal', r.Forslag],
        ] as const
      ).map(
        ([key, value]) =>
          value && (
            <div key={key}>
              <Typography variant="subtitle2" component="h3">
                {t(`nearAccident.field.${key}`)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ),
      )}
      {r.Bilagor.length > 0 && <ReportFiles r={r} />}
      <Divider />
      <ReportHistory r={r} />
    </>
  );
}
