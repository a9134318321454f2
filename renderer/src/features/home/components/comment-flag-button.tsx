import { Button } from '@fluentui/react-components';
import { Flag16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts.tsx';
import { useFlagComment } from '../api/timeline-queries.ts';

/** "Flag" under a colleague's comment: it goes to the moderators' queue (Flagged content). */
export function CommentFlagButton(props: { recognitionId: string; commentId: string }) {
  const { t } = useTranslation('home');
  const toasts = useToasts();
  const flag = useFlagComment(props.recognitionId);
  const [flagged, setFlagged] = useState(false);
  return (
    <Button
      appearance="subtle"
      size="small"
      icon={<Flag16Regular />}
      disabled={flagged || flag.isPending}
      onClick={async () => {
        try {
          await flag.mutateAsync(props.commentId);
          setFlagged(true);
          toasts.success(t('comments.flagged'));
        } catch {
          toasts.error();
        }
      }}
    >
      {flagged ? t('comments.flaggedLabel') : t('comments.flag')}
    </Button>
  );
}
