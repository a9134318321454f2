import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { memberRoles } from '#shared/constants';
import type { TenantMember } from '#shared/contract/identity';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Admin, Employee, or "Custom role" for a custom role's id. */
export function roleLabel(role: string, t: TFunction): string {
  return (memberRoles as readonly string[]).includes(role) ? t(`roles.${role}`) : t('roles.custom');
}

/** Active or Suspended, and the invitation status unless they joined. */
export function MemberBadges(props: { member: Pick<TenantMember, 'suspended' | 'invitationStatus'> }) {
  const { member } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge appearance="tint" color={member.suspended ? 'danger' : 'success'}>
        {member.suspended ? t('status.suspended') : t('status.active')}
      </Badge>
      {member.invitationStatus === 'joined' ? null : (
        <Badge appearance="outline" color="informative">
          {t(`invitationStatus.${member.invitationStatus}`)}
        </Badge>
      )}
    </span>
  );
}
