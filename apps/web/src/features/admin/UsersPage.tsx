import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useSession } from '../../lib/session';
import { PagedList } from '../../ui/PagedList';
import { useUsers, type UserFilter } from './api/users';
import { RenumberDialog } from './RenumberDialog';
import { UserDialog } from './UserDialog';
import { UserFilterForm } from './UserFilterForm';
import { UserListItem } from './UserListItem';

/**
 * /admin/users (SPEC §2.1, LIC and ADM): the licence's user accounts, searched by login or name and
 * filtered by role and company, a page at a time (the user's PaginationPerPage).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const perPage = me.UserAppSettings.PaginationPerPage;
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
      <UserFilterForm control={control} onApply={(event) => void apply(event)} />
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
        renderItem={(u) => <UserListItem u={u} onOpen={openDialog} />}
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
