import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LonebeskedSummary } from '@lonportal/domain/payslips/index';
import { usePhoneLayout } from '../../../ui/screen';
import { PAYSLIP_PARAM, shownPayslip } from '../payslips-page';
import { PayslipDetail } from './PayslipDetail';
import { PayslipList } from './PayslipList';

/** A payslip opened from the list on a phone: Back (the browser's or the page's) goes to the list. */
interface FromList {
  fromList?: boolean;
}

/**
 * The payslips part: on a wide screen the list beside the payslip shown (the newest until another
 * is chosen); on a phone the list, and a chosen payslip in its place with the way back. The chosen
 * payslip's id is the address's `?id=`, so the phone's Back returns to the list.
 */
export function PayslipsPart({
  ftgId,
  slips,
  showEmployee,
}: {
  ftgId: string;
  slips: readonly LonebeskedSummary[];
  showEmployee: boolean;
}) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The payslip chosen by the person on this visit: its heading takes the focus as it opens, and
  // its row as the list comes back.
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = shownPayslip(slips, search.get(PAYSLIP_PARAM), !phone);

  if (slips.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('payslips.list.empty')}</Typography>;

  const select = (id: string) => {
    setChosen(id);
    const next = new URLSearchParams(search);
    next.set(PAYSLIP_PARAM, id);
    // On a phone each payslip opened is a step Back undoes; beside the list it is a choice in place.
    setSearch(next, phone ? { state: { fromList: true } satisfies FromList } : { replace: true });
  };
  const back = () => {
    if ((location.state as FromList | null)?.fromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(search);
    next.delete(PAYSLIP_PARAM);
    setSearch(next, { replace: true });
  };
  const detail = (id: string) => (
    <PayslipDetail
      key={id}
      ftgId={ftgId}
      id={id}
      showEmployee={showEmployee}
      focusOnShow={phone && chosen === id}
      {...(phone ? { onBack: back } : {})}
    />
  );

  if (phone)
    return shown ? (
      detail(shown)
    ) : (
      <PayslipList slips={slips} selected={null} onSelect={select} focusId={chosen} />
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
        gap: 3,
        alignItems: 'start',
        maxWidth: 1100,
      }}
    >
      <PayslipList slips={slips} selected={shown} onSelect={select} />
      {shown && detail(shown)}
    </Box>
  );
}
