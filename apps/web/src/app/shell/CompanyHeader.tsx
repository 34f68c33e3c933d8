import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useSession } from '../../lib/session';
import { CompanyAvatar } from '../../features/company/components/CompanyAvatar';
import { useShell } from '../../ui/shell-context';

const nameSx = {
  maxWidth: { xs: 120, sm: 240, lg: 360 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** SPEC §2.2: the company's avatar and name; the name opens the company dialog when switching is allowed. */
export function CompanyHeader() {
  const { t } = useTranslation();
  const { me } = useSession();
  const shell = useShell();
  const company = me.FtgInfo;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <CompanyAvatar
        ftgId={company.FtgId}
        pictureId={company.PictureId}
        name={company.Namn}
        canEdit={shell.canEditPicture}
        onEdit={shell.openPictureDialog}
      />
      {shell.canSwitchCompany ? (
        <Tooltip title={t('company.switch')} describeChild>
          <Button
            color="inherit"
            endIcon={<UnfoldMore />}
            onClick={shell.openCompanyDialog}
            aria-haspopup="dialog"
            sx={{ minWidth: 0, fontWeight: 600 }}
          >
            <Typography component="span" sx={{ ...nameSx, font: 'inherit' }}>
              {company.Namn}
            </Typography>
          </Button>
        </Tooltip>
      ) : (
        <Typography component="span" sx={{ ...nameSx, fontWeight: 600, px: 1 }}>
          {company.Namn}
        </Typography>
      )}
    </Stack>
  );
}
