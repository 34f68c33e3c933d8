import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { NearAccident } from '@lonportal/domain/near-accidents/near-accidents';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PAGE_HEADING } from '../absence';
import { useNearAccidents, useNearAccidentWrites } from './api';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { NearAccidentCard } from './components/NearAccidentCard';
import { NearAccidentDetails } from './components/NearAccidentDetails';
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
          {list.data.map((r) => (
            <NearAccidentCard key={r.Id} r={r} onOpen={setOpenId} onRemove={(x) => void removeReport(x)} />
          ))}
        </Stack>
      )}
      {creating && <NearAccidentDialog ftgId={ftgId} onClose={() => setCreating(false)} />}
      {openId && <NearAccidentDetails ftgId={ftgId} id={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
