import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import type { Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ROLES } from '@lonportal/domain/roles';
import { useCompanyList } from '../../lib/reference-lists/get-company-list';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import type { UserFilter } from './api/users';

/** The user list's filter: login or name, role and company. */
export function UserFilterForm({
  control,
  onApply,
}: {
  control: Control<UserFilter>;
  onApply: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  const companies = useCompanyList();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <form noValidate onSubmit={onApply} aria-label={t('admin.users.filter')}>
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
  );
}
