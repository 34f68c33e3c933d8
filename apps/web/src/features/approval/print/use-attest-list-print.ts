import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { useDateFilter } from '../../../lib/date-filter';
import { useSession } from '../../../lib/session';
import { isPeriodTooLong } from '../../../ui/PageFrame';
import { sortByName, useAttestList } from '../index';
import { attestlistaPdfName, attestlistaPdfUrl, attestTotals } from './attest-list-print';
import { printFacts } from '../../../lib/print-facts';

/**
 * The printed attest list's data: the list of the date filter's period (none past the longest
 * period) sorted by name, its totals, the sheet's facts and the PDF's address once it is read.
 */
export function useAttestListPrint() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const { period } = useDateFilter();
  const tooLong = isPeriodTooLong(period);
  const list = useAttestList(ftg.FtgId, period, !tooLong);
  const rows = useMemo(() => sortByName(list.data ?? []), [list.data]);
  const totals = useMemo(() => attestTotals(rows), [rows]);

  const facts = printFacts(t, ftg, { period });
  const pdf = list.data
    ? { url: attestlistaPdfUrl(period, currentLanguage()), fileName: attestlistaPdfName(period) }
    : null;
  return { tooLong, list, rows, totals, facts, pdf };
}
