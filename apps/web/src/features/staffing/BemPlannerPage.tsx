import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBemuppgifter } from '../../lib/reference-lists/get-bemuppgift';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { CopyMenu } from './planner/CopyMenu';
import { DayView } from './planner/DayView';
import { PlannerGrid } from './planner/PlannerGrid';
import { PlannerLegend } from './planner/PlannerLegend';
import { PlannerToolbar } from './planner/PlannerToolbar';
import { PublishButton } from './planner/PublishButton';
import { ShiftDialog } from './planner/ShiftDialog';
import { usePlanner } from './planner/use-planner';
import type { ShiftStart } from './planner/shift-form';

/**
 * /bemanna/planering (SPEC §2.1, §5 "Shifts and staffing"): who works when, a week (SPEC §9
 * default) or a month at a time, or a day by the hour (a tap on a day's heading); a tap on a day
 * assigns a shift, a tap on a shift changes it, a tap on a day's cover fills an open need; the
 * warnings show as the shift is assigned. A day or a week copies to another as drafts.
 */
export function BemPlannerPage() {
  const { t } = useTranslation();
  const planner = usePlanner();
  const { planning, model, open } = planner;
  const data = planning.data;
  const tasks = useBemuppgifter(planner.ftgId).data;
  const names = useMemo(() => new Map(tasks?.map((b) => [b.Bemuppgift, b.BenText])), [tasks]);
  const taskName = useCallback((code: string) => names.get(code) || code, [names]);
  const onOpen = useCallback((start: ShiftStart) => open(start), [open]);
  const onDrop = useCallback(
    (passId: string, AnstNr: string, Datum: string) => {
      const pass = data?.Pass.find((p) => p.Id === passId);
      if (pass && (pass.AnstNr !== AnstNr || pass.Datum !== Datum))
        open({ kind: 'edit', pass, to: { AnstNr, Datum } });
    },
    [data, open],
  );

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('staffing.planner.title')}
        </Typography>
        <CopyMenu planner={planner} />
        <PublishButton planner={planner} />
      </Stack>
      <PlannerToolbar planner={planner} />
      <PlannerLegend />
      {!data || !model ? (
        planning.error ? (
          <LoadFailed
            error={planning.error}
            onRetry={() => void planning.refetch()}
            retryText={t('staffing.planner.retry')}
          />
        ) : (
          <PageLoader />
        )
      ) : data.Personal.length === 0 ? (
        <Typography color="text.secondary">{t('staffing.planner.empty')}</Typography>
      ) : planner.period.view === 'day' ? (
        <DayView
          data={data}
          day={planner.period.From}
          bemuppgift={planner.filter.Bemuppgift}
          taskName={taskName}
          onOpen={onOpen}
        />
      ) : (
        <PlannerGrid
          data={data}
          model={model}
          days={planner.days}
          cover={planner.cover}
          bemuppgift={planner.filter.Bemuppgift}
          caption={t('staffing.planner.caption', { period: planner.label })}
          taskName={taskName}
          onOpen={onOpen}
          onDrop={onDrop}
          onDay={planner.openDay}
        />
      )}
      {planner.dialog && data && (
        <ShiftDialog
          key={JSON.stringify(planner.dialog)}
          ftgId={planner.ftgId}
          start={planner.dialog}
          data={data}
          filter={planner.filter}
          onClose={planner.close}
        />
      )}
    </Box>
  );
}
