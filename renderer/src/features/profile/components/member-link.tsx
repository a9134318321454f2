import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import type { TenantMember } from '#shared/contract/identity';
import { avatarUrl } from '../../../lib/avatar-url.ts';

const useStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  text: { display: 'flex', flexDirection: 'column' },
});

/** A colleague as a link to their profile: avatar, name and job title. */
export function MemberLink({ member }: { member: TenantMember }) {
  const styles = useStyles();
  const name = `${member.firstName} ${member.lastName}`;
  const jobTitle = member.publicStaffProfile?.jobTitle;
  return (
    <Link className={styles.link} to={`/profile/${member.id}`}>
      <Avatar name={name} image={{ src: avatarUrl(member.avatarUrls, 40) }} size={40} aria-hidden />
      <span className={styles.text}>
        <Text weight="semibold">{name}</Text>
        {jobTitle ? <Text size={200}>{jobTitle}</Text> : null}
      </span>
    </Link>
  );
}
