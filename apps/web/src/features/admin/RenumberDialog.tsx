import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RENUMBER_KINDS, RenumberSchema, type Renumber } from '@lonportal/domain/admin/renumber';
import { showError } from '../../lib/api-errors';
import { AppDialog } from '../../ui/AppDialog';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useRenumber } from './api/users';

interface FormValues {
  Typ: Renumber['Typ'] | null;
  Fran: string;
  Till: string;
}
const resolver = zodResolver(RenumberSchema) as unknown as Resolver<FormValues, unknown, Renumber>;
const FIELDS = ['Typ', 'Fran', 'Till'] as const;

/**
 * Gives an employee or a brukare of the selected company a new number everywhere (SPEC §4
 * ANSTNRS_CHANGED, BRUKARNRS_CHANGED); those linked keep working, with the new number.
 */
export function RenumberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const renumber = useRenumber();
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues, unknown, Renumber>({
    resolver,
    defaultValues: { Typ: 'ANSTNR', Fran: '', Till: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await renumber.mutateAsync(values);
      showSnackbar({
        text: t('admin.renumber.done', { tidrader: result.Tidrader, konton: result.Konton }),
        color: 'success',
      });
      onClose();
    } catch (err) {
      if (applyServerFieldErrors(err, FIELDS, setError)) return;
      showError(err);
    }
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      persistent={formState.isSubmitting}
      title={t('admin.renumber.title')}
      onSubmit={(event) => void submit(event)}
      onExited={() => reset()}
      actions={
        <>
          <Button type="button" onClick={onClose} disabled={formState.isSubmitting}>
            {t('admin.renumber.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('admin.renumber.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info">{t('admin.renumber.intro')}</Alert>
        <FormSelect
          control={control}
          name="Typ"
          label={t('admin.renumber.fields.Typ')}
          options={RENUMBER_KINDS.map((k) => ({ value: k, label: t(`admin.renumber.kinds.${k}`) }))}
          searchable={false}
          fullWidth
        />
        <FormTextField control={control} name="Fran" label={t('admin.renumber.fields.Fran')} fullWidth />
        <FormTextField control={control} name="Till" label={t('admin.renumber.fields.Till')} fullWidth />
      </Stack>
    </AppDialog>
  );
}
