import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaveDecision } from '@lonportal/domain/leave/leave';
import type { LeavePlanOverview } from '@lonportal/domain/leave/leave-plan';
import { SelectedDecisions } from './SelectedDecisions';

type Application = LeavePlanOverview['Avdelningar'][number]['Personer'][number]['Ansokningar'][number];

/** A wish of the planning period with the name of whom it is. */
export type Wish = Application & { Namn: string };

interface Props {
  wishes: readonly Wish[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  onDecide: (ids: string[], decision: LeaveDecision) => void;
  codeText: (tidKod: string) => string;
}

/** The period's wishes waiting for a decision, chosen and approved or denied together. */
export function PlanWishes({ wishes, selected, onToggle, onDecide, codeText }: Props) {
  const { t } = useTranslation();
  const chosen = selected.filter((id) => wishes.some((w) => w.Id === id));
  const label = (w: Wish) =>
    `${w.Namn}: ${codeText(w.TidKod) || w.TidKod} ${t('leave.range', { from: w.From, to: w.To })}${w.Omfattning < 100 ? ` (${t('absence.degree', { n: w.Omfattning })})` : ''}`;
  return (
    <section aria-labelledby="plan-wishes">
      <Typography id="plan-wishes" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('leavePlanner.wishes')}
      </Typography>
      {wishes.length === 0 ? (
        <Typography color="text.secondary">{t('leavePlanner.noWishes')}</Typography>
      ) : (
        <>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {wishes.map((w) => (
              <li key={w.Id}>
                <FormControlLabel
                  control={<Checkbox checked={selected.includes(w.Id)} onChange={() => onToggle(w.Id)} />}
                  label={label(w)}
                />
              </li>
            ))}
          </Stack>
          <SelectedDecisions chosen={chosen} onDecide={onDecide} sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} />
        </>
      )}
    </section>
  );
}
