import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { PersonRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../lib/branding.ts';
import { sessionQueries } from '../../lib/session/queries.ts';

/**
 * The button is named by the avatar (the member's name) and announced as a menu button; an
 * aria-label would hide the visible initials from its name.
 *
 * Top right: "View profile", "My settings" and "Sign out" (000 §2, Layout). */
export function AvatarMenu() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { data: me } = useQuery(sessionQueries.ownMember());
  const avatar = mediaUrl(me?.avatarUrls, 'avatar-sm');
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : undefined;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          shape="circular"
          icon={
            <Avatar
              name={name ?? t('avatarMenu.fallbackName')}
              image={avatar ? { src: avatar } : undefined}
              size={32}
            />
          }
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={() => void navigate('/profile/me')}>
            {t('avatarMenu.viewProfile')}
          </MenuItem>
          <MenuItem icon={<SettingsRegular />} onClick={() => void navigate('/settings/general')}>
            {t('avatarMenu.mySettings')}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void navigate('/logout')}>
            {t('avatarMenu.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
