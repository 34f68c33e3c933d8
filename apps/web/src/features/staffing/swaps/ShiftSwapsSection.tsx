import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Passbyte } from '@lonportal/domain/staffing/swaps';
import { useSession } from '../../../lib/session';
import { showError } from '../../../lib/api-errors';
import { useConfirm } from '../../../ui/confirm';
import { InlineLoader } from '../../../ui/InlineLoader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useSnackbar } from '../../../ui/snackbar';
import { useOwnSwaps, useSwapWrites } from '../api/swaps';
import { nameOf, useStaffingLists } from '../needs/use-staffing-lists';
import type { SwapShift } from './use-shift-label';
import { AvailableCard } from './AvailableCard';
import { InterestCard } from './InterestCard';
import { OwnOfferCard } from './OwnOfferCard';
import { groupOwnSwaps, swapFailureKey } from './swap-texts';
import { TakeSwapDialog, type TakeKind } from './TakeSwapDialog';
import { useSwapAccess, type SwapAccess } from './use-swaps-allowed';

/** One part of the section: its heading and its cards, or nothing when it has none. */
function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Withdrawing an offer or an interest, asked for first; a refusal says why in the swaps' own words
 * (a swap decided or expired meanwhile is not the approval steps' "not used" of the catalogue).
 */
function useWithdrawals(ftgId: string) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const writes = useSwapWrites(ftgId);
  const ask = async (
    texts: { title: string; text: string; confirmText: string; doneText: string },
    call: () => Promise<unknown>,
  ) => {
    if ((await confirm({ ...texts, confirmColor: 'error' })) !== 'confirm') return;
    try {
      await call();
      showSnackbar({ text: texts.doneText, color: 'success', timeout: 4000 });
    } catch (err) {
      showError(err, { color: 'warning', messageKey: swapFailureKey(err) });
    }
  };
  return {
    offer: (s: Passbyte) =>
      ask(
        {
          title: t('staffing.swaps.withdrawOffer.title'),
          text: t('staffing.swaps.withdrawOffer.text'),
          confirmText: t('staffing.swaps.action.withdrawOffer'),
          doneText: t('staffing.swaps.withdrawOffer.done'),
        },
        () => writes.withdraw.mutateAsync({ id: s.Id, version: s.Version }),
      ),
    interest: (s: Passbyte) =>
      ask(
        {
          title: t('staffing.swaps.withdrawInterest.title'),
          text: t('staffing.swaps.withdrawInterest.text', { name: s.Namn }),
          confirmText: t('staffing.swaps.action.withdrawInterest'),
          doneText: t('staffing.swaps.withdrawInterest.done'),
        },
        () => writes.withdrawInterest.mutateAsync(s.Id),
      ),
  };
}

/** The section's lists, once loaded: own offers, own interests, the offers one may take. */
function SwapGroups({
  access,
  swaps,
  ownShifts,
}: {
  access: SwapAccess;
  swaps: readonly Passbyte[];
  ownShifts: readonly SwapShift[];
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const lists = useStaffingLists();
  const withdraw = useWithdrawals(me.FtgInfo.FtgId);
  const groups = useMemo(() => groupOwnSwaps(swaps, access.anstNr), [swaps, access.anstNr]);
  const [taking, setTaking] = useState<{ swap: Passbyte; kind: TakeKind } | null>(null);
  const names = lists.names;
  if (groups.offers.length + groups.interests.length + groups.available.length === 0)
    return <Typography color="text.secondary">{t('staffing.swaps.own.empty')}</Typography>;
  return (
    <Stack spacing={3}>
      <Group title={t('staffing.swaps.own.available')} count={groups.available.length}>
        {groups.available.map((s) => (
          <AvailableCard
            key={s.Id}
            swap={s}
            names={names}
            onTake={(swap, kind) => setTaking({ swap, kind })}
          />
        ))}
      </Group>
      <Group title={t('staffing.swaps.own.interests')} count={groups.interests.length}>
        {groups.interests.map((s) => (
          <InterestCard key={s.Id} swap={s} names={names} onWithdraw={(x) => void withdraw.interest(x)} />
        ))}
      </Group>
      <Group title={t('staffing.swaps.own.offers')} count={groups.offers.length}>
        {groups.offers.map((s) => (
          <OwnOfferCard key={s.Id} swap={s} names={names} onWithdraw={(x) => void withdraw.offer(x)} />
        ))}
      </Group>
      {taking && (
        <TakeSwapDialog
          swap={taking.swap}
          kind={taking.kind}
          mode={access.mode}
          ownShifts={ownShifts}
          taskName={nameOf(names.task, taking.swap.Pass.Bemuppgift)}
          onClose={() => setTaking(null)}
        />
      )}
    </Stack>
  );
}

/**
 * The employee's shift swaps on /schedule (SPEC §2.1, §4 "Shift swap"): the colleagues' offers they
 * may take (as they are, or for one of their own shifts), their interests, and their own offers,
 * each with its state and until when it waits. Nothing where the company does not swap
 * (PassbyteTyp X, SPEC §6).
 */
export function ShiftSwapsSection({ ownShifts }: { ownShifts: readonly SwapShift[] }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const headingId = useId();
  const access = useSwapAccess();
  const swaps = useOwnSwaps(me.FtgInfo.FtgId, access !== null);
  if (!access) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1.5 }}>
        {t('staffing.swaps.own.title')}
      </Typography>
      {swaps.isPending ? (
        <InlineLoader />
      ) : swaps.error ? (
        <LoadFailed
          error={swaps.error}
          onRetry={() => void swaps.refetch()}
          retryText={t('staffing.swaps.action.retry')}
          text={t('staffing.swaps.loadFailed')}
        />
      ) : (
        <SwapGroups access={access} swaps={swaps.data} ownShifts={ownShifts} />
      )}
    </Box>
  );
}
