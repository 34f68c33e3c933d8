import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { COMPANY_LIST_MAX_HEIGHT } from '@lonportal/domain/constants';
import { errorMessageKey } from '../../../lib/api-client';
import type { useCompanyList } from '../../../lib/reference-lists/get-company-list';
import { companySections, type CompanyListItem } from '../company-list';
import { readLastUsedCompany } from '../last-used-company';
import { CompanyListSection } from './CompanyListSection';

export type CompanyTab = 'all' | 'favourites';

interface Props {
  /** The tab panel's id; its tabs are `${id}-tab-…`. */
  panelId: string;
  tabId: string;
  list: ReturnType<typeof useCompanyList>;
  tab: CompanyTab;
  search: string;
  login: string;
  /** The dialog asks for a choice after login. */
  afterLogin: boolean;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (ftgId: string) => void;
  currentFtgId: string;
  pendingFtgId: string | null;
  onSelect: (ftgId: string) => void;
}

/** The company dialog's tab panel: the companies in sections (last used, favourites, the others). */
export function CompanyPanel({ panelId, tabId, list, tab, search, login, afterLogin, ...row }: Props) {
  const { t } = useTranslation();
  const companies = list.data ?? [];
  // After login the list starts with the company used last (ADR 0017); once in, it is the current
  // one, marked where it stands. The favourites tab lists every favourite, that one included.
  const lastUsed = afterLogin && tab === 'all' ? readLastUsedCompany(login) : null;
  const sections = companySections(companies, row.favourites, search, lastUsed);
  const section = (title: string, items: CompanyListItem[]) => (
    <CompanyListSection key={title} title={title} companies={items} {...row} />
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

  return (
    <Box
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
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
  );
}
