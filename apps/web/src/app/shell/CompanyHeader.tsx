import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useSession } from '../../lib/session';
import { CompanyAvatar } from '../../features/company/components/CompanyAvatar';
import { useShell } from '../../ui/shell-context';

// On a phone the name takes up to two lines of smaller type ("Omsorgsassistans i / Norden AB"),
// so that it reads instead of "Oms…"; a wider screen has the room for one line.
const nameSx = {
  maxWidth: { sm: 240, lg: 360 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  textAlign: 'left',
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'break-word',
} as const;
const phoneLines = { xs: 1.25, sm: 'inherit' } as const;

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
            sx={{ minWidth: 0, fontWeight: 600, px: { xs: 0.75, sm: 1 } }}
          >
            <Typography component="span" sx={{ ...nameSx, font: 'inherit', lineHeight: phoneLines }}>
              {company.Namn}
            </Typography>
          </Button>
        </Tooltip>
      ) : (
        <Typography
          component="span"
          sx={{
            ...nameSx,
            fontWeight: 600,
            px: 1,
            fontSize: { xs: '0.875rem', sm: '1rem' },
            lineHeight: { xs: 1.25, sm: 1.5 },
          }}
        >
          {company.Namn}
        </Typography>
      )}
    </Stack>
  );
}
