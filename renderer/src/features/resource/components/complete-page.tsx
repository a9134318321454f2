import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { serverMessage } from '../../../lib/form-errors.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { resourceQueries, useComplete } from '../api/resource-queries.ts';
import { ResourceGate } from './resource-gate.tsx';

const useStyles = makeStyles({
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
});

/**
 * /resource-hub/resources/{id}/complete (000 §2): the member confirms they finished the resource;
 * its points (if any) are paid once, and the page shows them and the new balance.
 */
export function CompletePage() {
  const { id = '' } = useParams();
  return (
    <ResourceGate>
      <Complete id={id} />
    </ResourceGate>
  );
}

function Complete(props: { id: string }) {
  const { t } = useTranslation('resource');
  const styles = useStyles();
  const one = useQuery(resourceQueries.one(props.id));
  const complete = useComplete(props.id);
  const accounts = useQuery(sessionQueries.myPointsAccounts());
  if (one.isPending) return <Spinner label={t('loading')} />;
  if (one.isError)
    return (
      <Page title={t('complete.title')} width={600}>
        <Text role="alert">
          {isApiError(one.error) && one.error.status === 404 ? t('notFound') : t('loadFailed')}
        </Text>
        <RouterLink to="/resource-hub/all">{t('backToHub')}</RouterLink>
      </Page>
    );
  const resource = one.data;
  const balance = accounts.data?.find((account) => account.type === 'redeemable')?.balance;
  const done = complete.data ?? null;
  return (
    <Page title={t('complete.title')} width={600}>
      <div className={styles.column}>
        <Text size={400} weight="semibold">
          {resource.title}
        </Text>
        {done ? (
          <MessageBar intent="success">
            <MessageBarBody>
              {done.pointsAwarded > 0
                ? t('complete.doneWithPoints', { count: done.pointsAwarded })
                : t('complete.done')}
            </MessageBarBody>
          </MessageBar>
        ) : resource.completedAt ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('complete.already')}</MessageBarBody>
          </MessageBar>
        ) : (
          <>
            <Text>
              {resource.completionPoints > 0
                ? t('complete.askWithPoints', { count: resource.completionPoints })
                : t('complete.ask')}
            </Text>
            {complete.isError ? (
              <MessageBar intent="error">
                <MessageBarBody>
                  {isApiError(complete.error) ? serverMessage(complete.error) : t('editor.failed')}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <Button
              appearance="primary"
              icon={<CheckmarkCircle20Regular />}
              disabled={complete.isPending || resource.archived}
              onClick={() => complete.mutate()}
            >
              {complete.isPending ? t('complete.saving') : t('complete.confirm')}
            </Button>
          </>
        )}
        {balance !== undefined ? <Text>{t('complete.balance', { count: balance })}</Text> : null}
        <RouterLink to={`/resource-hub/resources/${resource.id}`}>{t('complete.back')}</RouterLink>
        <RouterLink to="/resource-hub/recommended">{t('backToHub')}</RouterLink>
      </div>
    </Page>
  );
}
