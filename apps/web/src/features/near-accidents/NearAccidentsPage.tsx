import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/OpenInNewOutlined';
import type { NearAccident } from '@lonportal/domain/near-accidents/near-accidents';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PAGE_HEADING } from '../absence';
import { useNearAccidents, useNearAccidentWrites } from './api';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { NearAccidentDetails, STATUS_COLOR } from './components/NearAccidentDetails';
import { NearAccidentDialog } from './components/NearAccidentDialog';

/**
 * /nearAccidentsReports (Tillbud): the reports the user may see, newest first; anyone
 * reports one; the reporter deletes their own while it is new; the company's named handlers open
 * one to move it through its states.
 */
export function NearAccidentsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const list = useNearAccidents(ftgId);
  const { remove } = useNearAccidentWrites(ftgId);
  const confirmRemove = useConfirmedRemove();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const removeReport = (r: NearAccident) =>
    confirmRemove({
      title: t('nearAccident.delete.title'),
      text: t('nearAccident.delete.text', { date: r.Datum, place: r.Plats }),
      doneText: t('nearAccident.delete.done'),
      remove: () => remove.mutateAsync({ id: r.Id, version: r.Version }),
    });

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={PAGE_HEADING}>
          {t('nearAccident.page.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {t('nearAccident.action.new')}
        </Button>
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : list.error ? (
        <LoadFailed
          error={list.error}
          onRetry={() => void list.refetch()}
          retryText={t('absence.action.retry')}
        />
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary">{t('nearAccident.page.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.map((r) => {
            const label = { date: r.Datum, place: r.Plats };
            return (
              <Paper key={r.Id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="near-accident">
                <Stack spacing={1}>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                      {r.Datum} · {r.Plats}
                    </Typography>
                    {r.Kansligt && (
                      <Chip size="small" variant="outlined" label={t('nearAccident.sensitive')} />
                    )}
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[r.Status]}
                      label={t(`nearAccident.status.${r.Status}`)}
                      data-testid="near-accident-status"
                    />
                  </Stack>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {r.Handelse.length > 200 ? `${r.Handelse.slice(0, 200)}…` : r.Handelse}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('nearAccident.reportedBy', { name: r.Rapportor })}
                  </Typography>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      startIcon={<OpenInNew />}
                      onClick={() => setOpenId(r.Id)}
                      aria-label={t('nearAccident.action.openFor', label)}
                    >
                      {t(r.Hanterare ? 'nearAccident.action.handle' : 'nearAccident.action.open')}
                    </Button>
                    {r.Egen && r.Status === 'NEW' && (
                      <Button
                        color="error"
                        startIcon={<DeleteOutline />}
                        onClick={() => void removeReport(r)}
                        aria-label={t('nearAccident.action.deleteFor', label)}
                      >
                        {t('absence.action.delete')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {creating && <NearAccidentDialog ftgId={ftgId} onClose={() => setCreating(false)} />}
      {openId && <NearAccidentDetails ftgId={ftgId} id={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
