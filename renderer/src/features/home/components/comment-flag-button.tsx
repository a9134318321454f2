import { Button } from '@fluentui/react-components';
import { Flag16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagDialog } from '../../../components/flag-dialog.tsx';
import { useFlagComment } from '../api/timeline-queries.ts';

/**
 * "Flag" under a colleague's comment: the flag dialog asks why (optional), and the comment goes to
 * the moderators' queue (Flagged content).
 */
export function CommentFlagButton(props: { recognitionId: string; commentId: string }) {
  const { t } = useTranslation('home');
  const flag = useFlagComment(props.recognitionId);
  const [open, setOpen] = useState(false);
  const [flagged, setFlagged] = useState(false);
  return (
    <>
      <Button
        appearance="subtle"
        size="small"
        icon={<Flag16Regular />}
        disabled={flagged}
        onClick={() => setOpen(true)}
      >
        {flagged ? t('comments.flaggedLabel') : t('comments.flag')}
      </Button>
      <FlagDialog
        open={open}
        title={t('comments.flagTitle')}
        success={t('comments.flagged')}
        flag={(body) => flag.mutateAsync({ commentId: props.commentId, body })}
        onFlagged={() => setFlagged(true)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
