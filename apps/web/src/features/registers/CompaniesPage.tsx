import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusiness from '@mui/icons-material/AddBusiness';
import { can } from '@lonportal/domain/access/capabilities';
import type { CompanyRegisterEntry } from '@lonportal/domain/registers/company';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useCompanies } from './api/companies';
import { CompanyDialog } from './CompanyDialog';
import { CompanyListItem, type CompanyItemActions } from './CompanyListItem';
import { companyMatches } from './company-search';
import { useCompanyArchive } from './use-company-archive';

/**
 * /admin/companies (LIC, ADM): the licence's companies. LIC creates them, changes their licence and
 * archives them; LIC and ADM find the archived ones and restore them.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const manages = can('manageCompanies', me.UserAccount);
  const restores = can('restoreCompanies', me.UserAccount);
  const [archived, setArchived] = useState(false);
  const [sok, setSok] = useState('');
  const shownSok = useDeferredValue(sok);
  // The dialog's company (null: a new one); undefined while no dialog is open.
  const [dialog, setDialog] = useState<CompanyRegisterEntry | null | undefined>(undefined);
  const companies = useCompanies(archived);
  const { archive, restore } = useCompanyArchive();
  const shown = (companies.data ?? []).filter((c) => companyMatches(c, shownSok));

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.AdminCompanies')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(manages ? 'registers.companies.intro' : 'registers.companies.introRestore')}
      </Typography>
      {manages && (
        <Button
          variant="contained"
          startIcon={<AddBusiness />}
          onClick={() => setDialog(null)}
          sx={{ mb: 3 }}
        >
          {t('registers.companies.new')}
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <TextField
          type="search"
          label={t('registers.companies.search')}
          helperText={t('registers.companies.searchHelp')}
          value={sok}
          onChange={(event) => setSok(event.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <FormControlLabel
          control={<Switch checked={archived} onChange={(event) => setArchived(event.target.checked)} />}
          label={t('registers.companies.showArchived')}
        />
      </Stack>
      <CompanyResults
        companies={companies}
        shown={shown}
        actions={{
          ...(manages ? { onEdit: setDialog, onArchive: archive } : {}),
          ...(restores ? { onRestore: restore } : {}),
        }}
      />
      {dialog !== undefined && (
        <CompanyDialog key={dialog?.FtgId ?? 'new'} company={dialog} onClose={() => setDialog(undefined)} />
      )}
    </Box>
  );
}

/**
 * The companies found: a count that is read out as it changes, and the list with what the user may
 * do with each; the company the user works in is marked, as it cannot be archived.
 */
function CompanyResults({
  companies,
  shown,
  actions,
}: {
  companies: ReturnType<typeof useCompanies>;
  shown: CompanyRegisterEntry[];
  actions: CompanyItemActions;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  if (companies.isPending) return <PageLoader />;
  if (companies.isError)
    return (
      <LoadFailed
        error={companies.error}
        onRetry={() => void companies.refetch()}
        retryText={t('registers.retry')}
        text={t('registers.companies.loadFailed')}
      />
    );
  if (shown.length === 0)
    return <Typography color="text.secondary">{t('registers.companies.empty')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {t('registers.companies.count', { count: shown.length })}
      </Typography>
      <Paper variant="outlined">
        <List aria-label={t('menu.AdminCompanies')} aria-busy={companies.isFetching}>
          {shown.map((c) => (
            <ListItem key={c.FtgId} divider sx={{ display: 'block' }}>
              <CompanyListItem company={c} current={c.FtgId === me.FtgInfo.FtgId} actions={actions} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
