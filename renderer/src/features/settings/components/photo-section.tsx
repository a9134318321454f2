import { useTranslation } from 'react-i18next';
import type { TenantMember } from '#shared/contract/identity';
import { MemberPhoto, type MemberPhotoTexts } from '../../../components/member-photo.tsx';
import { useSetOwnAvatar } from '../api/settings-queries.ts';

const keys = [
  'title',
  'hint',
  'change',
  'remove',
  'changed',
  'removed',
  'wrongType',
  'tooLarge',
  'failed',
] as const;

/** The member's own photo on /settings/general. */
export function PhotoSection({ member }: { member: TenantMember }) {
  const { t } = useTranslation('settings');
  const setAvatar = useSetOwnAvatar();
  const texts = Object.fromEntries(keys.map((key) => [key, t(`general.photo.${key}`)])) as MemberPhotoTexts;
  return <MemberPhoto member={member} save={(file) => setAvatar.mutateAsync(file)} texts={texts} />;
}
