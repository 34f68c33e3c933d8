import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isPaxmlTidKod } from '@lonportal/domain/payroll/paxml';
import { useTidKoder } from '../../lib/reference-lists/get-tidkoder';

/**
 * What the payroll file says for each of the company's time codes (DOMAIN §12): its PAXml tidkod,
 * or hours of a pay code when PAXml has none. A code with neither stops the transfer, so it is
 * shown as missing here, where the administrator transferring sees it. Folded until asked for.
 */
export function PayrollCodeMapping({ ftgId }: { ftgId: string }) {
  const { t } = useTranslation();
  const codes = useTidKoder(ftgId);
  const headingId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  if (!codes.data) return null;
  const sentAs = (c: { PaxmlKod: string; LonKod: string }) => {
    if (c.PaxmlKod && isPaxmlTidKod(c.PaxmlKod)) return { text: c.PaxmlKod, missing: false };
    if (!c.PaxmlKod && c.LonKod)
      return { text: t('payrollExport.codes.payCode', { code: c.LonKod }), missing: false };
    return { text: t('payrollExport.codes.missing'), missing: true };
  };
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('payrollExport.codes.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('payrollExport.codes.intro')}
      </Typography>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={tableId}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? 'payrollExport.codes.hide' : 'payrollExport.codes.show')}
      </Button>
      <Collapse in={open} id={tableId}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('payrollExport.codes.tidKod')}</TableCell>
              <TableCell>{t('payrollExport.codes.sentAs')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {codes.data.map((c) => {
              const sent = sentAs(c);
              return (
                <TableRow key={c.TidKod}>
                  <TableCell>{`${c.TidKod} ${c.BenText}`}</TableCell>
                  <TableCell sx={sent.missing ? { color: 'error.main', fontWeight: 600 } : undefined}>
                    {sent.text}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Collapse>
    </section>
  );
}
