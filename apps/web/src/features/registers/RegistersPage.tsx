import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { can } from '@lonportal/domain/access/capabilities';
import { useSession } from '../../lib/session';
import { ViewTabs } from '../../ui/ViewTabs';
import { DepartmentsView } from './DepartmentsView';
import { EmployeesView } from './EmployeesView';

type RegisterView = 'employees' | 'departments';

/**
 * /admin/registers (LIC, ADM, FTG, AVD): the selected company's employees and departments. ADM and
 * FTG keep them; AVD reads the employees of their department.
 */
export function RegistersPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const mayEdit = can('editRegisters', me.UserAccount);
  const [view, setView] = useState<RegisterView>('employees');
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.AdminRegisters')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(mayEdit ? 'registers.intro' : 'registers.introReadOnly', { company: me.FtgInfo.Namn })}
      </Typography>
      <ViewTabs
        value={view}
        onChange={setView}
        label={t('registers.views')}
        tabs={[
          { value: 'employees', label: t('registers.employees.title') },
          { value: 'departments', label: t('registers.departments.title') },
        ]}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      />
      {/* The company's own key: a company switch shows the other company's registers from the start. */}
      {view === 'employees' ? (
        <EmployeesView key={ftgId} ftgId={ftgId} mayEdit={mayEdit} />
      ) : (
        <DepartmentsView key={ftgId} ftgId={ftgId} mayEdit={mayEdit} />
      )}
    </Box>
  );
}
