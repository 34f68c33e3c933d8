import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canReopen,
  type CompanyProcess,
  type MovedRowChoice,
  type MovedRows,
} from '@lonportal/domain/admin/portal-settings';
import { AppDialog } from '../../ui/AppDialog';
import { EXPLAINED_SWITCHES, type CompanyField } from './portal-fields';

/** A save that changes company switches, waiting for the administrator's confirmation. */
export interface SwitchChange<V extends { Company: CompanyProcess } = { Company: CompanyProcess }> {
  values: V;
  before: CompanyProcess;
  /** The changed switches, by form path (Company.X). */
  switches: string[];
  /** The rows whose place in the process the new approval steps change. */
  moved: MovedRows;
}

/** The rows whose place in the process the new approval steps change, by status. */
function MovedRowsList({ moved }: { moved: MovedRows }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t('admin.portal.moved.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {moved.map((m) => (
          <Typography component="li" key={m.Status}>
            {t('admin.portal.moved.row', {
              count: m.Antal,
              from: t(`admin.portal.moved.stage.${m.From}`),
              to: t(`admin.portal.moved.stage.${m.To}`),
            })}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

/** Whether the rows that would skip a step follow the switches or are sent back (ADR 0022). */
function MovedRowsChoice({
  count,
  choice,
  onChange,
}: {
  count: number;
  choice: MovedRowChoice;
  onChange: (choice: MovedRowChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id="moved-rows-choice">{t('admin.portal.moved.question', { count })}</FormLabel>
      <RadioGroup
        aria-labelledby="moved-rows-choice"
        sx={{ mt: 1, gap: 1 }}
        value={choice}
        onChange={(event) => onChange(event.target.value as MovedRowChoice)}
      >
        <FormControlLabel value="FOLLOW" control={<Radio />} label={t('admin.portal.moved.FOLLOW')} />
        <FormControlLabel value="REOPEN" control={<Radio />} label={t('admin.portal.moved.REOPEN')} />
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Explains what the changed switches do before they are saved (ADR 0022): a sentence per switch,
 * the rows that change place, and for rows that would skip a step the choice of sending them back.
 */
export function SwitchConfirmDialog<V extends { Company: CompanyProcess }>({
  change,
  onCancel,
  onConfirm,
}: {
  change: SwitchChange<V> | null;
  onCancel: () => void;
  onConfirm: (choice: MovedRowChoice) => void;
}) {
  const { t } = useTranslation();
  // A new change mounts a new dialog (its key), so the choice starts at FOLLOW each time.
  const [choice, setChoice] = useState<MovedRowChoice>('FOLLOW');
  const after = change?.values.Company;
  const changed = new Set(change?.switches.map((p) => p.replace(/^Company\./, '')) ?? []);
  const explained = EXPLAINED_SWITCHES.filter((f) => changed.has(f));
  const unitsChanged = [...changed].some((f) => /ResEnh/.test(f));
  const forward = change?.moved.filter((m) => m.Forward) ?? [];
  const forwardCount = forward.reduce((sum, m) => sum + m.Antal, 0);
  // Under both switches off every row is ready for payroll: there is no step to send rows back to.
  const reopenable = after
    ? canReopen({ KalUseLonReady: after.KalUseLonReady, KalUseAttest: after.KalUseAttest })
    : false;
  const sentence = (f: CompanyField) => {
    const value = after?.[f];
    if (typeof value === 'boolean') return t(`admin.portal.consequences.${f}.${value ? 'on' : 'off'}`);
    // Who computes the trips: a sentence per choice (ADR 0027).
    if (f === 'ReseBerakning') return t(`admin.portal.consequences.${f}.${String(value)}`);
    return t(`admin.portal.consequences.${f}`, {
      name: t(`admin.portal.options.BrukareNamnTyp.${String(value)}`),
    });
  };
  return (
    <AppDialog
      open={change !== null}
      onClose={onCancel}
      title={t('admin.portal.confirm.title')}
      actions={
        <>
          <Button onClick={onCancel}>{t('ui.confirm.cancel')}</Button>
          <Button variant="contained" onClick={() => onConfirm(choice)}>
            {t('admin.portal.confirm.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('admin.portal.confirm.intro')}</Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
          {explained.map((f) => (
            <Typography component="li" key={f}>
              {sentence(f)}
            </Typography>
          ))}
          {unitsChanged && <Typography component="li">{t('admin.portal.consequences.units')}</Typography>}
        </Stack>
        {change && change.moved.length > 0 && <MovedRowsList moved={change.moved} />}
        {forwardCount > 0 && reopenable && (
          <MovedRowsChoice count={forwardCount} choice={choice} onChange={setChoice} />
        )}
      </Stack>
    </AppDialog>
  );
}
