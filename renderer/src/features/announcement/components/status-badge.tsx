import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AnnouncementStatus } from '#shared/contract/announcement';

const colors: Record<AnnouncementStatus, BadgeProps['color']> = {
  draft: 'informative',
  scheduled: 'warning',
  active: 'success',
  archived: 'subtle',
};

/** An announcement's status as a tinted badge (text and color both say it). */
export function StatusBadge(props: { status: AnnouncementStatus }) {
  const { t } = useTranslation('announcement');
  return (
    <Badge appearance="tint" color={colors[props.status]}>
      {t(`status.${props.status}`)}
    </Badge>
  );
}
