import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Kandidat } from '@lonportal/domain/staffing/candidates';
import { errorMessageKey } from '../../../lib/api-client';
import { useCandidates, type CandidateQuery } from '../api/planner';
import { WarningList, durationText } from '../warnings';

/** How many candidates show before "show all": the best placed are the ones chosen. */
const FIRST = 8;

/**
 * "Who can take this shift?" (SPEC §5): the people the planner may assign, the suitable first and
 * with their warnings, from /bemanna/kandidater; choosing one makes them the shift's person.
 */
export function CandidateList({
  ftgId,
  query,
  chosen,
  onChoose,
}: {
  ftgId: string;
  query: CandidateQuery | null;
  chosen: string;
  onChoose: (anstNr: string) => void;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const candidates = useCandidates(ftgId, query);
  const list = candidates.data ?? [];
  return (
    <Box component="section" aria-labelledby="shift-candidates-title">
      <Typography id="shift-candidates-title" variant="subtitle2" component="h3">
        {t('staffing.planner.candidates')}
      </Typography>
      {query === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('staffing.planner.checkIncomplete')}
        </Typography>
      ) : candidates.error ? (
        <Typography variant="body2" color="error">
          {t(errorMessageKey(candidates.error))}
        </Typography>
      ) : candidates.isPending ? (
        <Typography variant="body2">{t('staffing.planner.candidatesLoading')}</Typography>
      ) : list.length === 0 ? (
        <Typography variant="body2">{t('staffing.planner.noCandidates')}</Typography>
      ) : (
        <>
          <List dense disablePadding>
            {(all ? list : list.slice(0, FIRST)).map((k) => (
              <CandidateItem
                key={k.AnstNr}
                candidate={k}
                selected={k.AnstNr === chosen}
                onChoose={onChoose}
              />
            ))}
          </List>
          {!all && list.length > FIRST && (
            <Button size="small" onClick={() => setAll(true)}>
              {t('staffing.planner.allCandidates', { count: list.length })}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

function CandidateItem({
  candidate: k,
  selected,
  onChoose,
}: {
  candidate: Kandidat;
  selected: boolean;
  onChoose: (anstNr: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-pressed={selected}
        onClick={() => onChoose(k.AnstNr)}
        sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {k.Namn}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={k.Lamplig ? 'success' : 'error'}
            label={t(k.Lamplig ? 'staffing.planner.suitable' : 'staffing.planner.unsuitable')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('staffing.planner.plannedHours', { duration: durationText(t, k.Minuter) })}
          </Typography>
        </Box>
        <WarningList
          warnings={k.Varningar}
          label={t('staffing.planner.candidateWarnings', { name: k.Namn })}
        />
      </ListItemButton>
    </ListItem>
  );
}
