import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Add from '@mui/icons-material/Add';
import type { DepartmentEntry } from '@lonportal/domain/registers/department';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { useDeleteDepartment, useRegisterDepartments } from './api/departments';
import { DepartmentDialog } from './DepartmentDialog';

/**
 * The company's departments: code, name, how many are employed in each, and whether it is closed.
 * One nothing refers to may be deleted; one in use is closed instead, so what was reported under it
 * keeps its name.
 */
export function DepartmentsView({ ftgId, mayEdit }: { ftgId: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  const departments = useRegisterDepartments(ftgId);
  const remove = useDeleteDepartment(ftgId);
  const confirmRemove = useConfirmedRemove();
  // The dialog's department (null: a new one); undefined while no dialog is open.
  const [dialog, setDialog] = useState<DepartmentEntry | null | undefined>(undefined);

  const removeDepartment = (d: DepartmentEntry) =>
    confirmRemove({
      title: t('registers.departments.delete.confirmTitle', { namn: d.Namn }),
      text: t('registers.departments.delete.confirmText'),
      confirmText: t('registers.departments.delete.action'),
      doneText: t('registers.departments.delete.done', { namn: d.Namn }),
      remove: () => remove.mutateAsync({ avdelning: d.Avdelning, version: d.Version }),
    });

  const list = departments.data ?? [];
  return (
    <>
      {mayEdit && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog(null)} sx={{ mb: 2 }}>
          {t('registers.departments.new')}
        </Button>
      )}
      {departments.isPending ? (
        <PageLoader />
      ) : departments.isError ? (
        <LoadFailed
          error={departments.error}
          onRetry={() => void departments.refetch()}
          retryText={t('registers.retry')}
          text={t('registers.departments.loadFailed')}
        />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('registers.departments.empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('registers.departments.title')} aria-busy={departments.isFetching}>
            {list.map((d) => (
              <ListItem key={d.Avdelning} divider sx={{ display: 'block' }}>
                <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {d.Namn}
                  </Typography>
                  {d.Stangd && <Chip size="small" label={t('registers.departments.closed')} />}
                  <Box sx={{ flexGrow: 1 }} />
                  {mayEdit && (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => setDialog(d)}
                        aria-label={t('registers.departments.editOf', { namn: d.Namn })}
                      >
                        {t('registers.edit')}
                      </Button>
                      {!d.IBruk && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => void removeDepartment(d)}
                          aria-label={t('registers.departments.delete.actionOf', { namn: d.Namn })}
                        >
                          {t('registers.departments.delete.action')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </Stack>
                <Typography component="p" variant="body2" color="text.secondary">
                  {[
                    t('registers.departments.code', { code: d.Avdelning }),
                    t('registers.departments.employees', { count: d.Anstallda }),
                    ...(d.IBruk ? [t('registers.departments.inUse')] : []),
                  ].join(t('admin.portal.separator'))}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {dialog !== undefined && (
        <DepartmentDialog
          key={dialog?.Avdelning ?? 'new'}
          ftgId={ftgId}
          department={dialog}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
