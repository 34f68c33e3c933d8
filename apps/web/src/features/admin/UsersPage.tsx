import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { ROLES } from '@lonportal/domain/roles';
import { useCompanyList } from '../../lib/reference-lists/get-company-list';
import { useSession } from '../../lib/session';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { PagedList } from '../../ui/PagedList';
import { useUsers, type UserFilter } from './api/users';
import { RenumberDialog } from './RenumberDialog';
import { UserDialog } from './UserDialog';

/**
 * /admin/users (SPEC §2.1, LIC and ADM): the licence's user accounts, searched by login or name and
 * filtered by role and company, a page at a time (the user's PaginationPerPage).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const perPage = me.UserAppSettings.PaginationPerPage;
  const companies = useCompanyList();
  const [filter, setFilter] = useState<UserFilter>({ Sok: '', Roll: null, FtgId: me.FtgInfo.FtgId });
  const [page, setPage] = useState(1);
  // The dialog's account (null: a new one); it keeps its account while it closes.
  const [dialog, setDialog] = useState<{ id: string | null; open: boolean }>({ id: null, open: false });
  const openDialog = (id: string | null) => setDialog({ id, open: true });
  const [renumbering, setRenumbering] = useState(false);
  const users = useUsers(filter, { Page: page, PerPage: perPage });
  const { control, handleSubmit } = useForm<UserFilter>({ defaultValues: filter });
  const apply = handleSubmit((values) => {
    setFilter(values);
    setPage(1);
  });

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.users.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.users.intro')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => openDialog(null)}>
          {t('admin.users.new')}
        </Button>
        <Button variant="outlined" onClick={() => setRenumbering(true)}>
          {t('admin.renumber.open')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <form noValidate onSubmit={(event) => void apply(event)} aria-label={t('admin.users.filter')}>
          <Stack spacing={2}>
            <FormTextField control={control} name="Sok" label={t('admin.users.search')} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                control={control}
                name="Roll"
                label={t('admin.users.role')}
                options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                clearable
                searchable={false}
                fullWidth
              />
              <FormSelect
                control={control}
                name="FtgId"
                label={t('admin.users.company')}
                options={(companies.data ?? []).map((c) => ({ value: c.FtgId, label: c.Namn }))}
                clearable
                fullWidth
              />
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained">
                {t('admin.users.show')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
      <PagedList
        query={users}
        label={t('admin.users.title')}
        countText={(count) => t('admin.users.count', { count })}
        emptyText={t('admin.users.empty')}
        retryText={t('admin.users.retry')}
        loadFailedText={t('admin.users.loadFailed')}
        page={page}
        onPage={setPage}
        itemKey={(u) => u.Id}
        renderItem={(u) => (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {u.Namn}
              </Typography>
              {u.Disabled && <Chip size="small" label={t('admin.users.disabled')} />}
              <Box sx={{ flexGrow: 1 }} />
              <Button
                size="small"
                onClick={() => openDialog(u.Id)}
                aria-label={t('admin.users.editOf', { namn: u.Namn, login: u.Login })}
              >
                {t('admin.users.open')}
              </Button>
            </Stack>
            <Typography component="p" variant="body2">
              {[u.Login, t(`roles.${u.Roll}`), u.FtgNamn].join(t('admin.portal.separator'))}
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary">
              {[
                ...(u.AnstNr ? [t('admin.users.anstNr', { anstNr: u.AnstNr })] : []),
                ...(u.Foretag > 0 ? [t('admin.users.moreCompanies', { count: u.Foretag })] : []),
                ...(u.LoginType ? [t(`admin.portal.options.LoginType.${u.LoginType}`)] : []),
              ].join(t('admin.portal.separator'))}
            </Typography>
          </>
        )}
      />
      <RenumberDialog open={renumbering} onClose={() => setRenumbering(false)} />
      <UserDialog
        id={dialog.id}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Box>
  );
}
