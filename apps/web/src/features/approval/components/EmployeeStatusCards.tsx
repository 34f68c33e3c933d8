import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { touchTarget } from '../../../ui/touch';
import { employeeName } from '../attest-list';
import { actionableRows, refusalOf, type PageAction } from '../../../lib/row-status/status-actions';
import type { StatusResource } from '../../../lib/row-status/status-resource';
import { useEmployeeFigures, type EmployeeFigures } from './employee-figures';
import { FactGrid } from '../../../ui/FactGrid';
import { StatusCountChips } from './StatusChips';

interface Props {
  /** The employees on this page, in order. */
  entries: readonly AttestListEntry[];
  selected: ReadonlySet<string>;
  onToggle: (anstNr: string) => void;
  /** Opens the employee's rows. */
  onOpen: (entry: AttestListEntry) => void;
  departmentName: (code: string) => string;
  /** The list's accessible name. */
  label: string;
  /** The page's forward action (offered on each card for that employee) and its undo. */
  actions: readonly [PageAction, PageAction];
  flags: StatusFlags;
  onAction: (anstNr: string) => void;
  /** A status action is running: the cards' buttons wait. */
  pending: boolean;
  /** The employee whose card's action is running. */
  runningFor: string | null;
  resource: StatusResource;
}

/**
 * The employees of EmployeeStatusTable on a phone: a card each with the name, hours,
 * status, ATL warnings, why nothing can be done when nothing can, and the actions (select, the
 * page's action for just them, their rows), nothing wider than the screen.
 */
export function EmployeeStatusCards({
  entries,
  selected,
  onToggle,
  onOpen,
  departmentName,
  label,
  actions,
  flags,
  onAction,
  pending,
  runningFor,
  resource,
}: Props) {
  const { t } = useTranslation();
  const figures = useEmployeeFigures(resource);
  if (entries.length === 0) {
    return <Typography sx={{ py: 3, color: 'text.secondary' }}>{t('approval.table.empty')}</Typography>;
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((e) => (
        <EmployeeStatusCard
          key={e.AnstNr}
          entry={e}
          isSelected={selected.has(e.AnstNr)}
          onToggle={onToggle}
          onOpen={onOpen}
          departmentName={departmentName}
          actions={actions}
          flags={flags}
          onAction={onAction}
          pending={pending}
          runningFor={runningFor}
          figures={figures}
        />
      ))}
    </Box>
  );
}

type CardProps = Omit<Props, 'entries' | 'selected' | 'label' | 'resource'> & {
  entry: AttestListEntry;
  isSelected: boolean;
  figures: EmployeeFigures;
};

/** One employee's card: select, name, figures and status, why nothing can be done, the actions. */
function EmployeeStatusCard({
  entry: e,
  isSelected,
  onToggle,
  onOpen,
  departmentName,
  actions,
  flags,
  onAction,
  pending,
  runningFor,
  figures,
}: CardProps) {
  const { t } = useTranslation();
  const [action, undo] = actions;
  const name = employeeName(e);
  const possible = actionableRows(e.Antal, action, flags) > 0;
  // Why nothing can be done, when neither the action nor its undo applies (locked, not yet
  // approved, a switched-off step); a row-less employee's chips already say "Inga rader".
  const stuck = !possible && actionableRows(e.Antal, undo, flags) === 0;
  const refusal = stuck ? refusalOf(e.Antal, action, flags) : null;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="employee-card"
      sx={{ p: 1.5, bgcolor: isSelected ? 'action.selected' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Checkbox
          checked={isSelected}
          onChange={() => onToggle(e.AnstNr)}
          slotProps={{ input: { 'aria-label': t('approval.table.select', { name }) } }}
          sx={{ ...touchTarget, m: -0.5 }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('approval.card.employee', { anstNr: e.AnstNr, department: departmentName(e.Avdelning) })}
          </Typography>
        </Box>
      </Stack>
      <FactGrid
        facts={[
          ...figures.of(e),
          { label: t('approval.table.status'), value: <StatusCountChips counts={e.Antal} />, wide: true },
        ]}
      />
      {refusal && refusal !== 'approval.noRows' && (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}
        >
          <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
          {t(refusal)}
        </Typography>
      )}
      <CardButtons
        entry={e}
        name={name}
        action={possible ? action : null}
        pending={pending}
        runningFor={runningFor}
        onAction={onAction}
        onOpen={onOpen}
      />
    </Paper>
  );
}

/** A card's buttons: the page's action for just this employee where it applies, and their rows. */
function CardButtons({
  entry: e,
  name,
  action,
  pending,
  runningFor,
  onAction,
  onOpen,
}: Pick<CardProps, 'entry' | 'pending' | 'runningFor' | 'onAction' | 'onOpen'> & {
  name: string;
  action: PageAction | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
      {action && (
        <Button
          variant="contained"
          disabled={pending && runningFor !== e.AnstNr}
          loading={runningFor === e.AnstNr}
          onClick={() => onAction(e.AnstNr)}
          aria-label={t(`approval.action.${action}.forName`, { name })}
          sx={{ minHeight: 44, flex: '1 1 auto' }}
        >
          {t(`approval.action.${action}.one`)}
        </Button>
      )}
      <Button
        variant="outlined"
        onClick={() => onOpen(e)}
        aria-label={t('approval.showRowsFor', { name })}
        sx={{ minHeight: 44, flex: '1 1 auto' }}
      >
        {t('approval.showRows')}
      </Button>
    </Stack>
  );
}
