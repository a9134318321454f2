import { Button } from '@fluentui/react-components';
import { Flag16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlagRequest } from '#shared/contract/recognition';
import { FlagDialog } from './flag-dialog.tsx';

/**
 * "Flag" under a colleague's comment, on a recognition or an award: the flag dialog asks why
 * (optional), and the comment goes to the moderators' comments queue (Flagged content).
 */
export function CommentFlagButton(props: {
  /** The area's comment flag call (PUT …/comments/{id}/flags). */
  flag: (body: FlagRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('common');
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
        {flagged ? t('commentFlag.flaggedLabel') : t('commentFlag.flag')}
      </Button>
      <FlagDialog
        open={open}
        title={t('commentFlag.title')}
        success={t('commentFlag.flagged')}
        flag={props.flag}
        onFlagged={() => setFlagged(true)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
