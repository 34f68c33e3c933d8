import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useTimeContext } from '../time';
import { useTripAction, useTrips } from './api';
import { newTravelValues, travelValuesOf, type TravelFormValues } from './travel-form';
import { travelFailure } from './travel-failure';

type Open = { trip: TravelExpense | null; initial: TravelFormValues; key: number };

/** What a trip's buttons do: completing, reverting and removing are asked first. */
export type TripWhat = 'complete' | 'revert' | 'delete';

/**
 * The travel page's data: the selected employee's trips of the date filter's period, the guide's
 * state (a new trip, or one opened), a trip's actions asked first, and whether trips print.
 */
export function useTravelPage() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const list = useTrips(ctx.ftgId, anstNr, period);
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const action = useTripAction(ctx.ftgId);
  const { me } = useSession();
  const portal = usePortalInfo(ctx.ftgId).data;
  const access = portal ? accessContextFromMe(me, portal) : null;
  const mayPrint = access !== null && canAccessRoute('ReserakningPrint', access);
  const [open, setOpen] = useState<Open | null>(null);
  const today = todayIso();
  const newDate = today >= period.From && today <= period.To ? today : period.From;

  const run = async (trip: TravelExpense, what: TripWhat) => {
    const names = { purpose: trip.Syfte, date: trip.AvresaDatum };
    const answer = await confirm({
      title: t(`travel.action.${what}Title`),
      text: t(`travel.action.${what}Text`, names),
      confirmText: t(`travel.action.${what}`),
      ...(what === 'delete' ? { confirmColor: 'error' as const } : {}),
    });
    if (answer !== 'confirm') return;
    action.mutate(
      { id: trip.Id, version: trip.Version, action: what },
      {
        onSuccess: () =>
          showSnackbar({ text: t(`travel.action.${what}Done`), color: 'success', timeout: 4000 }),
        onError: (err) => {
          // A trip over another, or abroad in a year without a table, is named (travelFailure).
          if (
            isApiError(err, ERRORS.TravelOverlap.code) ||
            isApiError(err, ERRORS.TravelNormalbeloppMissing.code)
          ) {
            const failure = travelFailure(err);
            showSnackbar({ text: t(failure.key, failure.values), color: 'warning', timeout: 8000 });
            return;
          }
          showError(err, {
            color: 'warning',
            ...(isApiError(err, ERRORS.VersionConflict.code) ? { messageKey: 'travel.guide.conflict' } : {}),
          });
        },
      },
    );
  };

  return {
    ctx,
    anstNr,
    list,
    trips: list.data?.Resor ?? [],
    mayPrint,
    run,
    open,
    close: () => setOpen(null),
    openNew: () => setOpen({ trip: null, initial: newTravelValues(newDate), key: Date.now() }),
    openTrip: (trip: TravelExpense) => setOpen({ trip, initial: travelValuesOf(trip), key: Date.now() }),
  };
}
