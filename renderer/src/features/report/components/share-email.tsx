import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportId, ReportView } from '#shared/contract/report';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys, viewParams } from '../api/report-queries.ts';
import { type Recipients, RecipientsFields, typedEmails } from './recipients-fields.tsx';
import { shareError } from './share-errors.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

/** share/email: the view e-mailed now, with its link, to members and typed addresses. */
export function ShareEmail({ id, view }: { id: ReportId; view: ReportView }) {
  const { t, i18n } = useTranslation('report');
  const styles = useStyles();
  const client = useQueryClient();
  const [recipients, setRecipients] = useState<Recipients>({ members: [], emails: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(`/report/reports/${id}/emails`, {
          view: viewParams(view),
          memberIds: recipients.members.map((member) => member.id),
          emails: typedEmails(recipients.emails),
          locale: i18n.language.startsWith('de') ? 'de' : 'en',
        })
      ).data as { recipients: string[]; state: string },
    onSuccess: async (mail) => {
      await client.invalidateQueries({ queryKey: reportKeys.all });
      setRecipients({ members: [], emails: '' });
      setOutcome(
        mail.state === 'sent'
          ? { ok: true, text: t('share.sent', { count: mail.recipients.length }) }
          : { ok: false, text: t('share.sendFailed') },
      );
    },
    onError: (error) => setOutcome({ ok: false, text: shareError(error, t) }),
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        send.mutate();
      }}
    >
      <Text>{t('share.emailIntro')}</Text>
      <RecipientsFields value={recipients} onChange={setRecipients} />
      {outcome ? (
        <MessageBar intent={outcome.ok ? 'success' : 'error'}>
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button type="submit" appearance="primary" disabled={send.isPending}>
          {t('share.sendNow')}
        </Button>
      </div>
    </form>
  );
}
