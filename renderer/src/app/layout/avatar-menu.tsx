import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
} from '@fluentui/react-components';
import {
  ArrowSwapRegular,
  BuildingRegular,
  PeopleTeamRegular,
  PersonRegular,
  SettingsRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../components/toasts.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { mediaUrl } from '../../lib/branding.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { sessionQueries } from '../../lib/session/queries.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { startTenantLogin } from '../../lib/session/tenant-login.ts';

/**
 * The button is named by the avatar (the member's name) and announced as a menu button; an
 * aria-label would hide the visible initials from its name.
 *
 * Top right: "View profile", "My settings" and "Sign out" (000 §2, Layout). Beyond the spec (see
 * docs/product-decisions.md): the member's points at the top, "Direct reports" for managers and
 * "Switch organization" for a person with more than one.
 */
export function AvatarMenu() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: me } = useQuery(sessionQueries.ownMember());
  const tenantId = useSession().token?.tenantId;
  // Read when the menu opens, not with the first page.
  const points = useQuery({ ...sessionQueries.myPointsAccounts(), enabled: open });
  const tenants = useQuery({ ...sessionQueries.myTenants(), enabled: open });
  const avatar = mediaUrl(me?.avatarUrls, 'avatar-sm');
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : undefined;
  const balance = (type: 'allocation' | 'redeemable') =>
    points.data?.find((account) => account.type === type)?.balance ?? 0;
  const others = (tenants.data ?? []).filter((tenant) => tenant.id !== tenantId);
  return (
    <Menu positioning="below-end" open={open} onOpenChange={(_, data) => setOpen(data.open)}>
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
          {points.data ? (
            <MenuGroup>
              <MenuGroupHeader>
                {t('avatarMenu.points', { toGive: balance('allocation'), toSpend: balance('redeemable') })}
              </MenuGroupHeader>
            </MenuGroup>
          ) : null}
          <MenuItem icon={<PersonRegular />} onClick={() => void navigate('/profile/me')}>
            {t('avatarMenu.viewProfile')}
          </MenuItem>
          {me?.hasReports ? (
            <MenuItem icon={<PeopleTeamRegular />} onClick={() => void navigate('/direct-reports')}>
              {t('avatarMenu.directReports')}
            </MenuItem>
          ) : null}
          <MenuItem icon={<SettingsRegular />} onClick={() => void navigate('/settings/general')}>
            {t('avatarMenu.mySettings')}
          </MenuItem>
          {others.length > 0 ? <SwitchOrganization tenants={others} /> : null}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void navigate('/logout')}>
            {t('avatarMenu.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** A submenu of the person's other organizations; choosing one hands the session off to its host. */
function SwitchOrganization({ tenants }: { tenants: { id: string; name: string; url: string }[] }) {
  const { t } = useTranslation('app');
  const toasts = useToasts();
  const choose = useMutation({
    mutationFn: startTenantLogin,
    // The browser leaves for the other tenant's host, where /tenant/login completes the sign-in.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error, tenantId) => {
      // A session an organization's single sign-on made is valid there only (issue 25): the
      // person signs in to the other organization on its own sign-in page, with its own method.
      const other = tenants.find((tenant) => tenant.id === tenantId);
      if (other && isApiError(error) && error.errorName === 'SsoSessionBoundError') {
        window.location.assign(other.url);
        return;
      }
      toasts.error(errorMessage(error, t));
    },
  });
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<ArrowSwapRegular />}>{t('avatarMenu.switchOrganization')}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {tenants.map((tenant) => (
            <MenuItem
              key={tenant.id}
              icon={
                choose.isPending && choose.variables === tenant.id ? (
                  <Spinner size="tiny" />
                ) : (
                  <BuildingRegular />
                )
              }
              disabled={choose.isPending || choose.isSuccess}
              onClick={() => choose.mutate(tenant.id)}
            >
              {tenant.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
