import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import EditIcon from '@mui/icons-material/Edit';
import { NULL_ID } from '@lonportal/domain/constants';
import { companyInitials } from '../company-list';

interface Props {
  ftgId: string;
  /** All zeros when the company has no picture. */
  pictureId: string;
  name: string;
  size?: number;
  /** SPEC §2.5 canEdit: shows the edit overlay and makes the avatar a button. */
  canEdit?: boolean;
  onEdit?: () => void;
}

/** The address of a company's picture, an image source the browser loads with the session cookie. */
export const companyPictureUrl = (ftgId: string, pictureId: string) =>
  `/api/ftgpicture/${ftgId}/${pictureId}`;

/** SPEC §2.5 Company avatar: the company picture, or its initials when it has none. */
export function CompanyAvatar({ ftgId, pictureId, name, size = 36, canEdit = false, onEdit }: Props) {
  const { t } = useTranslation();
  const hasPicture = pictureId !== NULL_ID;
  const avatar = (
    <Avatar
      src={hasPicture ? companyPictureUrl(ftgId, pictureId) : undefined}
      alt={hasPicture ? t('company.avatar.alt', { name }) : undefined}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: hasPicture ? 'background.paper' : 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {companyInitials(name)}
    </Avatar>
  );
  if (!canEdit) return avatar;
  return (
    <ButtonBase
      onClick={onEdit}
      aria-label={t('company.avatar.edit', { name })}
      aria-haspopup="dialog"
      sx={{
        position: 'relative',
        borderRadius: 1,
        '&:hover .avatar-edit, &.Mui-focusVisible .avatar-edit': { opacity: 1 },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {avatar}
      <Box
        className="avatar-edit"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          color: '#fff',
          opacity: 0,
          transition: 'opacity 120ms',
        }}
      >
        <EditIcon sx={{ fontSize: size * 0.5 }} />
      </Box>
    </ButtonBase>
  );
}
