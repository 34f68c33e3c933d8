import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { childDaysUsed, type Child } from '@lonportal/domain/absence/children';
import { useChildren, useChildWrites } from '../api';
import { formatDays } from '../absence-texts';
import { useConfirmedRemove } from '../../../ui/dialog-save';
import { ChildDialog } from './ChildDialog';

/** The employee's child register (SPEC §3): whom VAB is reported for, with the year's VAB days. */
export function ChildRegister({
  ftgId,
  anstNr,
  mayEdit,
}: {
  ftgId: string;
  anstNr: string;
  mayEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const children = useChildren(ftgId, anstNr);
  const { remove } = useChildWrites(ftgId);
  const confirmRemove = useConfirmedRemove();
  const [open, setOpen] = useState<{ child: Child | null } | null>(null);

  const removeChild = (c: Child) =>
    confirmRemove({
      title: t('absence.child.deleteTitle'),
      text: t('absence.child.deleteText', { name: c.Namn }),
      doneText: t('absence.child.deleted'),
      remove: () => remove.mutateAsync({ id: c.Id, version: c.Version }),
    });

  return (
    <section aria-labelledby="absence-children">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="absence-children" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('absence.child.title')}
        </Typography>
        {mayEdit && (
          <Button startIcon={<Add />} onClick={() => setOpen({ child: null })}>
            {t('absence.child.add')}
          </Button>
        )}
      </Stack>
      {(children.data ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('absence.child.empty')}</Typography>
      ) : (
        <List disablePadding>
          {(children.data ?? []).map((c) => (
            <ListItem
              key={c.Id}
              disableGutters
              secondaryAction={
                mayEdit && (
                  <>
                    <IconButton
                      aria-label={t('absence.child.editFor', { name: c.Namn })}
                      onClick={() => setOpen({ child: c })}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      aria-label={t('absence.child.deleteFor', { name: c.Namn })}
                      onClick={() => void removeChild(c)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </>
                )
              }
              sx={{ pr: mayEdit ? 12 : 0 }}
            >
              <ListItemText
                primary={`${c.Namn} (${c.Fodd})`}
                secondary={t('absence.child.summary', {
                  vab: formatDays(c.VabDagarAr, i18n.language),
                  used: formatDays(childDaysUsed(c), i18n.language),
                  incoming: formatDays(c.IngaendeDagar, i18n.language),
                  max: c.MaxDagar,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {open && <ChildDialog ftgId={ftgId} anstNr={anstNr} child={open.child} onClose={() => setOpen(null)} />}
    </section>
  );
}
