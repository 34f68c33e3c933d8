import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { CodeRegister } from '@lonportal/domain/registers/codes';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { codeOf, type RegisterRow } from './api/codes';
import { CodeDialog } from './CodeDialog';
import { codeFacts, codeMatches, codeTitle, dimensionName, type CodeTextContext } from './code-texts';
import { useCodeRegister } from './use-code-register';
import { useRegisterSection } from './register-section';

type AnyEntry = RegisterRow;

/** From this many rows the list has a search field. */
const SEARCH_FROM = 10;

/**
 * One code register of the company (SPEC §3): its rows with their code and facts, whether each is
 * closed, and what the user may do. A row nothing refers to may be deleted; one in use is closed
 * instead, so what used it keeps its name. AVD reads the lists.
 */
export function CodeRegisterView({
  ftgId,
  kind,
  mayEdit,
}: {
  ftgId: string;
  kind: CodeRegister;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const texts = useRegisterSection()(kind);
  const { rows, list, ctx, removeRow } = useCodeRegister(ftgId, kind);
  const [search, setSearch] = useState('');
  // The dialog's row as it was when opened (null: a new one); undefined while no dialog is open.
  const [dialog, setDialog] = useState<AnyEntry | null | undefined>(undefined);
  const shown = list.filter((row) => codeMatches(kind, row, search));
  // The dialog's row as it is saved now (another administrator may change or delete it meanwhile).
  const live = dialog ? list.find((r) => codeOf(kind, r) === codeOf(kind, dialog)) : undefined;

  return (
    <>
      {mayEdit && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog(null)} sx={{ mb: 2 }}>
          {t(`registers.${texts}.new`)}
        </Button>
      )}
      {list.length >= SEARCH_FROM && (
        <TextField
          type="search"
          label={t('registers.codes.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          sx={{ mb: 2 }}
        />
      )}
      {rows.isPending ? (
        <PageLoader />
      ) : rows.isError ? (
        <LoadFailed
          error={rows.error}
          onRetry={() => void rows.refetch()}
          retryText={t('registers.retry')}
          text={t(`registers.${texts}.loadFailed`)}
        />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t(`registers.${texts}.empty`)}</Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{t('registers.codes.noMatch')}</Typography>
      ) : (
        <CodeGroups
          kind={kind}
          shown={shown}
          ctx={ctx}
          busy={rows.isFetching}
          mayEdit={mayEdit}
          onEdit={setDialog}
          onRemove={(row) => void removeRow(row)}
        />
      )}
      {dialog !== undefined && (
        <CodeDialog
          key={dialog ? codeOf(kind, dialog) : 'new'}
          ftgId={ftgId}
          kind={kind}
          read={dialog}
          live={live ?? null}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}

/** The rows found, as one list, or a list per group, with their facts and edit or delete. */
function CodeGroups({
  kind,
  shown,
  ctx,
  busy,
  mayEdit,
  onEdit,
  onRemove,
}: {
  kind: CodeRegister;
  shown: AnyEntry[];
  ctx: CodeTextContext;
  busy: boolean;
  mayEdit: boolean;
  onEdit: (row: AnyEntry) => void;
  onRemove: (row: AnyEntry) => void;
}) {
  const { t } = useTranslation();
  const texts = useRegisterSection()(kind);
  // Result units are listed by dimension, under the company's name of each.
  const groups =
    kind === 'resultunits'
      ? [...new Set(shown.map((r) => Number(r.Dim)))].map((dim) => ({
          title: dimensionName(ctx, dim),
          rows: shown.filter((r) => Number(r.Dim) === dim),
        }))
      : [{ title: null, rows: shown }];
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Box key={group.title ?? 'all'} component={group.title ? 'section' : 'div'}>
          {group.title && (
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
          )}
          <Paper variant="outlined">
            <List aria-label={group.title ?? t(`registers.${texts}.title`)} aria-busy={busy}>
              {group.rows.map((row) => (
                <CodeRow
                  key={codeOf(kind, row)}
                  title={codeTitle(kind, row)}
                  facts={codeFacts(kind, row, ctx)}
                  row={row}
                  mayEdit={mayEdit}
                  onEdit={() => onEdit(row)}
                  onRemove={() => onRemove(row)}
                />
              ))}
            </List>
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}

/** A row of the list: its name, whether it is closed, its facts, and edit or delete. */
function CodeRow({
  title,
  facts,
  row,
  mayEdit,
  onEdit,
  onRemove,
}: {
  title: string;
  facts: string[];
  row: AnyEntry;
  mayEdit: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {row.Stangd && <Chip size="small" label={t('registers.codes.closed')} />}
        <Box sx={{ flexGrow: 1 }} />
        {mayEdit && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={onEdit} aria-label={t('registers.codes.editOf', { namn: title })}>
              {t('registers.edit')}
            </Button>
            {!row.IBruk && (
              <Button
                size="small"
                color="error"
                onClick={onRemove}
                aria-label={t('registers.codes.delete.actionOf', { namn: title })}
              >
                {t('registers.codes.delete.action')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {facts.join(t('admin.portal.separator'))}
      </Typography>
    </ListItem>
  );
}
