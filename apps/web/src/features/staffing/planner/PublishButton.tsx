import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Publish from '@mui/icons-material/Publish';
import { showError } from '../../../lib/api-errors';
import { useDepartments } from '../../../lib/reference-lists/get-avdelning';
import { useConfirm } from '../../../ui/confirm';
import { useSnackbar } from '../../../ui/snackbar';
import { usePublish } from '../api/planner';
import type { Planner } from './use-planner';

/**
 * Publishes the period shown (SPEC §5): its drafts, of the department chosen or of every one the
 * planner plans, become the people's schedule and they are told; asked first, and the answer says
 * how many shifts and people.
 */
export function PublishButton({ planner }: { planner: Planner }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const publish = usePublish(planner.ftgId);
  const departments = useDepartments(planner.ftgId).data;
  const { From, To, Avdelning } = planner.filter;
  const department = departments?.find((d) => d.Avdelning === Avdelning)?.Namn || Avdelning;
  const drafts = planner.planning.data?.Pass.filter((p) => !p.Publicerad).length ?? 0;
  // The task filter hides drafts of other tasks that publishing takes too: only without it is "none" sure.
  const nothing = drafts === 0 && planner.filter.Bemuppgift === '';
  const run = async () => {
    const answer = await confirm({
      title: t('staffing.planner.publishTitle'),
      text: t(Avdelning ? 'staffing.planner.publishTextDepartment' : 'staffing.planner.publishText', {
        from: From,
        to: To,
        department,
      }),
      confirmText: t('staffing.planner.publish'),
    });
    if (answer !== 'confirm') return;
    publish.mutate(
      { From, To, Avdelning },
      {
        onSuccess: (r) =>
          showSnackbar({
            text: t('staffing.planner.publishDone', { shifts: r.Publicerade, people: r.Meddelade }),
            color: 'success',
            timeout: 6000,
          }),
        onError: (err) => showError(err),
      },
    );
  };
  return (
    <Button
      variant="contained"
      startIcon={<Publish />}
      onClick={() => void run()}
      loading={publish.isPending}
      disabled={nothing || !planner.planning.data}
    >
      {t('staffing.planner.publish')}
    </Button>
  );
}
