import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@lonportal/domain/access/capabilities';
import { CODE_REGISTERS, keepsCodeRegister, type CodeRegister } from '@lonportal/domain/registers/codes';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/PageLoader';
import { CodeRegisterView } from './CodeRegisterView';
import { EmployeesView } from './EmployeesView';
import { RegisterNav } from './RegisterNav';
import { useRegisterSection } from './register-section';

// The imports are for those who keep the registers, and seldom: their code comes when opened.
const ImportView = lazy(async () => ({ default: (await import('./import/ImportView')).ImportView }));

type RegisterView = 'employees' | CodeRegister | 'import';

/**
 * /admin/registers (LIC, ADM, FTG, AVD): the selected company's employees and code registers
 * (SPEC §3, ADR 0029), and the imports from payroll. LIC, ADM and FTG keep them and import; AVD
 * reads the employees of their department and the code registers.
 */
export function RegistersPage() {
  const { t } = useTranslation();
  const section = useRegisterSection();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const mayEdit = can('editRegisters', me.UserAccount);
  const [view, setView] = useState<RegisterView>('employees');
  // The properties are Plus's (SPEC §7): without it the company has no such register.
  const kept = CODE_REGISTERS.filter((kind) => keepsCodeRegister(kind, me.HasPlus));
  const views: RegisterView[] = ['employees', ...kept, ...(mayEdit ? (['import'] as const) : [])];
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: { xs: 960, lg: 1240 }, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.AdminRegisters')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(mayEdit ? 'registers.intro' : 'registers.introReadOnly', { company: me.FtgInfo.Namn })}
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={{ xs: 0, lg: 3 }} useFlexGap>
        <RegisterNav
          value={view}
          onChange={setView}
          label={t('registers.views')}
          tabs={views.map((v) => ({ value: v, label: t(`registers.${section(v)}.title`) }))}
        />
        {/* The company's own key: a company switch shows the other company's registers from the start. */}
        <Box sx={{ flexGrow: 1, minWidth: 0 }} key={`${ftgId}:${view}`}>
          {view === 'employees' ? (
            <EmployeesView ftgId={ftgId} mayEdit={mayEdit} />
          ) : view === 'import' ? (
            <Suspense fallback={<PageLoader />}>
              <ImportView ftgId={ftgId} />
            </Suspense>
          ) : (
            <CodeRegisterView ftgId={ftgId} kind={view} mayEdit={mayEdit} />
          )}
        </Box>
      </Stack>
    </Box>
  );
}
