import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/api-errors';
import { useConfirm } from '../../../ui/confirm';
import { useSnackbar } from '../../../ui/snackbar';
import { useNewCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feed';

/**
 * Creating, replacing and turning off the feed address. Replacing and turning off are confirmed
 * first: the old address stops working at once (DOMAIN §15), and every calendar that uses it
 * stops updating.
 */
export function useCalendarFeedActions(ftgId: string) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const renew = useNewCalendarFeed(ftgId);
  const revoke = useRevokeCalendarFeed(ftgId);

  async function create() {
    try {
      await renew.mutateAsync();
    } catch (err) {
      showError(err);
    }
  }

  async function replace() {
    const answer = await confirm({
      title: t('account.calendarFeed.replace.title'),
      text: t('account.calendarFeed.replace.text'),
      confirmText: t('account.calendarFeed.replace.action'),
    });
    if (answer !== 'confirm') return;
    try {
      await renew.mutateAsync();
      showSnackbar({ text: t('account.calendarFeed.replace.done'), color: 'success' });
    } catch (err) {
      showError(err);
    }
  }

  async function turnOff() {
    const answer = await confirm({
      title: t('account.calendarFeed.turnOff.title'),
      text: t('account.calendarFeed.turnOff.text'),
      confirmText: t('account.calendarFeed.turnOff.action'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    try {
      await revoke.mutateAsync();
      showSnackbar({ text: t('account.calendarFeed.turnOff.done'), color: 'success' });
    } catch (err) {
      showError(err);
    }
  }

  return {
    create: () => void create(),
    replace: () => void replace(),
    turnOff: () => void turnOff(),
    creating: renew.isPending,
    turningOff: revoke.isPending,
  };
}
