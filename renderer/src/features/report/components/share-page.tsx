import { Body1, MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isReportId, parseReportView, type ReportId, reportViewPath } from '#shared/contract/report';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { reportQueries } from '../api/report-queries.ts';
import { ReportList } from './report-list.tsx';
import { ShareAccess } from './share-access.tsx';
import { ShareEmail } from './share-email.tsx';
import { SharePast } from './share-past.tsx';
import { ShareScheduled } from './share-scheduled.tsx';

const tabs = ['access', 'email', 'email/scheduled', 'email/past'] as const;
type ShareTab = (typeof tabs)[number];

/** /reports/{id}/share[/access|/email|/email/scheduled|/email/past]: who may view it, and its e-mails. */
export function SharePage() {
  const { t } = useTranslation('report');
  const params = useParams();
  const id = params.id ?? '';
  if (!isReportId(id)) {
    return (
      <Page title={t('title')}>
        <MessageBar intent="error">
          <MessageBarBody>{t('unknownReport', { id })}</MessageBarBody>
        </MessageBar>
        <ReportList />
      </Page>
    );
  }
  const tab = [params.tab, params.sub].filter(Boolean).join('/');
  return <Share id={id} tab={(tabs as readonly string[]).includes(tab) ? (tab as ShareTab) : 'access'} />;
}

function Share({ id, tab }: { id: ReportId; tab: ShareTab }) {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useQuery(reportQueries.list());
  // The view to send comes with the address (the report page's "Share" passes its own).
  const { view } = useMemo(
    () =>
      parseReportView(
        id,
        search.get('range') ?? undefined,
        search.get('teams') ?? undefined,
        search.get('groupBy') ?? undefined,
      ),
    [id, search],
  );
  const viewPath = reportViewPath(id, view);
  if (list.data && !list.data.canManage) {
    return (
      <Page title={t('share.title', { report: t(`names.${id}`) })}>
        <MessageBar intent="error">
          <MessageBarBody>{t('share.notAllowed')}</MessageBarBody>
        </MessageBar>
      </Page>
    );
  }
  return (
    <Page title={t('share.title', { report: t(`names.${id}`) })}>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) =>
          void navigate(`/reports/${id}/share/${String(data.value)}?${search.toString()}`)
        }
      >
        {tabs.map((value) => (
          <Tab key={value} value={value}>
            {t(`share.tabs.${value}`)}
          </Tab>
        ))}
      </TabList>
      {tab === 'email' || tab === 'email/scheduled' ? (
        <Body1>
          {t('share.viewToSend')} <RouterLink to={viewPath}>{viewPath}</RouterLink>
        </Body1>
      ) : null}
      {tab === 'access' ? <ShareAccess id={id} /> : null}
      {tab === 'email' ? <ShareEmail id={id} view={view} /> : null}
      {tab === 'email/scheduled' ? <ShareScheduled id={id} view={view} /> : null}
      {tab === 'email/past' ? <SharePast id={id} /> : null}
    </Page>
  );
}
