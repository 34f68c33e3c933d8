import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { COMPANY_LIST_MAX_HEIGHT, COMPANY_SEARCH_FROM, DIALOG_WIDTH } from '@lonportal/domain/constants';
import { errorMessageKey } from '../../../lib/api-client';
import { useCompanyList } from '../../../lib/reference-lists/get-company-list';
import { companySections, type CompanyListItem } from '../company-list';
import { readLastUsedCompany } from '../last-used-company';
import { useFavouriteCompanies } from '../use-favourite-companies';
import { CompanyListSection } from './CompanyListSection';

type TabId = 'all' | 'favourites';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The logged-in user's login: favourites are kept per login. */
  login: string;
  currentFtgId: string;
  /** The name of the company the session is in, when the dialog asks for a choice after login. */
  askedAfterLoginIn?: string | undefined;
  pendingFtgId: string | null;
  onSelect: (ftgId: string) => void;
}

/**
 * SPEC §2.4 Company selection dialog: tabs, a search box from 10 companies, favourites first. After
 * login it says why it asks (SPEC §4 Company selection) and starts with the company last worked in.
 */
export function CompanyDialog({
  open,
  onClose,
  login,
  currentFtgId,
  askedAfterLoginIn,
  pendingFtgId,
  onSelect,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const list = useCompanyList(open);
  const [favourites, toggleFavourite] = useFavouriteCompanies(login);
  const [tab, setTab] = useState<TabId>('all');
  const [search, setSearch] = useState('');

  const companies = list.data ?? [];
  const offered = companies.filter((c) => !c.Archived).length;
  // After login the list starts with the company used last (ADR 0017); once in, it is the current
  // one, marked where it stands. The favourites tab lists every favourite, that one included.
  const lastUsed = askedAfterLoginIn !== undefined && tab === 'all' ? readLastUsedCompany(login) : null;
  const sections = companySections(companies, favourites, search, lastUsed);
  const section = (title: string, items: CompanyListItem[]) => (
    <CompanyListSection
      key={title}
      title={title}
      companies={items}
      favourites={favourites}
      currentFtgId={currentFtgId}
      pendingFtgId={pendingFtgId}
      onSelect={onSelect}
      onToggleFavourite={toggleFavourite}
    />
  );
  const first = sections.lastUsed.length + sections.favourites.length;
  const shownSections =
    tab === 'favourites'
      ? [section(t('company.dialog.favourites'), sections.favourites)]
      : [
          sections.lastUsed.length > 0 && section(t('company.dialog.lastUsed'), sections.lastUsed),
          sections.favourites.length > 0 && section(t('company.dialog.favourites'), sections.favourites),
          section(t(first > 0 ? 'company.dialog.others' : 'company.dialog.companies'), sections.others),
        ];
  const nothing = (tab === 'favourites' ? sections.favourites.length : first + sections.others.length) === 0;

  const close = () => {
    if (pendingFtgId === null) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={askedAfterLoginIn !== undefined ? `${id}-intro` : undefined}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={`${id}-title`}>{t('company.dialog.title')}</DialogTitle>
      {askedAfterLoginIn !== undefined && (
        <Typography id={`${id}-intro`} sx={{ px: 3, pb: 1, color: 'text.secondary' }}>
          {t('company.dialog.afterLogin', { name: askedAfterLoginIn })}
        </Typography>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setTab(value)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="all"
          label={t('company.dialog.tabAll')}
          id={`${id}-tab-all`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="favourites"
          label={t('company.dialog.tabFavourites')}
          id={`${id}-tab-favourites`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <DialogContent sx={{ pt: 2 }}>
        {offered >= COMPANY_SEARCH_FROM && (
          <TextField
            type="search"
            size="small"
            fullWidth
            autoFocus
            label={t('company.dialog.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ mt: 1, mb: 2 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        <Box
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${tab}`}
          sx={{ maxHeight: COMPANY_LIST_MAX_HEIGHT, overflowY: 'auto' }}
        >
          {list.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label={t('app.loading')} />
            </Box>
          ) : list.isError ? (
            <Alert severity="error">{t(errorMessageKey(list.error))}</Alert>
          ) : nothing ? (
            <Typography sx={{ color: 'text.secondary', py: 2 }}>
              {t(search.trim() ? 'company.dialog.noMatch' : 'company.dialog.noFavourites')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1 }}>{shownSections}</Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pendingFtgId !== null}>
          {t('company.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
