import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { ROUTES } from '@lonportal/domain/access/route-table';
import { useMessageStatus } from '../../features/messages/api/messages';
import { setUnreadCount, useUnreadCount } from '../../lib/unread-count';
import { useSession } from '../../lib/session';

/** SPEC §2.2: the toolbar's inbox link with the unread-message badge (Plus and messaging on). */
export function InboxButton() {
  const { t } = useTranslation();
  const { me } = useSession();
  const status = useMessageStatus(me.FtgInfo.FtgId, true);
  const unread = useUnreadCount();
  useEffect(() => {
    if (status.data) setUnreadCount(status.data.AntalOlast);
  }, [status.data]);
  return (
    <IconButton
      component={Link}
      to={ROUTES.Messages.path}
      aria-label={t('messages.inboxLink', { count: unread })}
    >
      <Badge badgeContent={unread} color="error" max={99}>
        <EmailOutlined />
      </Badge>
    </IconButton>
  );
}
