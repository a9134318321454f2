import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import type { TenantMember } from '#shared/contract/identity';
import { avatarUrl } from '../../../lib/avatar-url.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  secondary: { color: tokens.colorNeutralForeground2 },
});

/** A colleague in the directory: one link to their profile with avatar, name, job title, department. */
export function MemberCard({ member }: { member: TenantMember }) {
  const styles = useStyles();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const jobTitle = member.publicStaffProfile?.jobTitle;
  const department = member.publicStaffProfile?.department;
  return (
    <Link className={styles.card} to={`/profile/${member.id}`}>
      <Avatar
        name={name}
        color="colorful"
        image={member.avatarUrls ? { src: avatarUrl(member.avatarUrls, 48) } : undefined}
        size={48}
        aria-hidden
      />
      <span className={styles.text}>
        <Text weight="semibold" className={styles.line}>
          {name}
        </Text>
        {jobTitle ? (
          <Text size={200} className={styles.line}>
            {jobTitle}
          </Text>
        ) : null}
        {department ? (
          <Text size={200} className={`${styles.line} ${styles.secondary}`}>
            {department}
          </Text>
        ) : null}
      </span>
    </Link>
  );
}
