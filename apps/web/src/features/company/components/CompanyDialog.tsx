import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
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
import { COMPANY_SEARCH_FROM, DIALOG_WIDTH } from '@lonportal/domain/constants';
import { useCompanyList } from '../../../lib/reference-lists/get-company-list';
import { useFavouriteCompanies } from '../use-favourite-companies';
import { CompanyPanel, type CompanyTab } from './CompanyPanel';

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

/** The search box, offered from COMPANY_SEARCH_FROM companies. */
function CompanySearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      autoFocus
      label={t('company.dialog.search')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
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
  );
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
  const [tab, setTab] = useState<CompanyTab>('all');
  const [search, setSearch] = useState('');

  const offered = (list.data ?? []).filter((c) => !c.Archived).length;

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
        onChange={(_, value: CompanyTab) => setTab(value)}
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
        {offered >= COMPANY_SEARCH_FROM && <CompanySearchField value={search} onChange={setSearch} />}
        <CompanyPanel
          panelId={`${id}-panel`}
          tabId={`${id}-tab-${tab}`}
          list={list}
          tab={tab}
          search={search}
          login={login}
          afterLogin={askedAfterLoginIn !== undefined}
          favourites={favourites}
          onToggleFavourite={toggleFavourite}
          currentFtgId={currentFtgId}
          pendingFtgId={pendingFtgId}
          onSelect={onSelect}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pendingFtgId !== null}>
          {t('company.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
