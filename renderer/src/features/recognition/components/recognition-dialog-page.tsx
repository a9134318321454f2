import { Button, makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { recognitionQueries } from '../api/recognition-queries.ts';
import { afterDraftsEmpty, showInProgressTab } from '../model/drafts.ts';
import { fromRecognition } from '../model/recognition-form.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { DraftsView } from './drafts-view.tsx';
import { type SendStep, SendView } from './send-view.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

const sendPath = '/recognition/send';
const draftsPath = '/recognition/send/in-progress';

/**
 * The recognition dialog as a page (001 §2): /recognition/send (send view, "New"),
 * /recognition/send/in-progress (drafts view) and /recognition/send/in-progress/{id}/edit.
 */
export function RecognitionDialogPage() {
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id: editId = null } = useParams();
  const apps = useApps();
  const canCreate = useHolds(['recognitionApp', 'createRecognition']);
  const { data: me } = useQuery(sessionQueries.ownMember());
  const { data: draftCount } = useQuery({ ...recognitionQueries.draftCount(), enabled: canCreate });
  const editing = useQuery({ ...recognitionQueries.one(editId ?? ''), enabled: !!editId });
  const [step, setStep] = useState<SendStep>('compose');
  const [dirty, setDirty] = useState(false);
  // Every route of the dialog starts at the compose step (the page stays mounted between them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on navigation only
  useEffect(() => setStep('compose'), [pathname]);

  const view = pathname.replace(/\/$/, '') === draftsPath ? 'drafts' : 'send';
  const close = useCallback(() => void navigate('/home'), [navigate]);
  const done = useCallback(
    (to: string, state?: unknown) => void navigate(to, { replace: to.startsWith(sendPath), state }),
    [navigate],
  );
  const onEmpty = useCallback(
    () => void navigate(afterDraftsEmpty(canCreate), { replace: true }),
    [navigate, canCreate],
  );

  const title =
    view === 'send' && step === 'schedule'
      ? t('schedule.title')
      : view === 'send' && step === 'exceptions'
        ? t('exceptions.title')
        : t('title');
  // "Acme - Recognize someone" over the page behind, which gets its title back on close.
  useDocumentTitle(title, 'dialog');

  if (apps.isPending) return null;
  if (!canCreate && view === 'send') return <Navigate to="/home" replace />;

  const inProgress = showInProgressTab(canCreate, draftCount);
  const back =
    view === 'drafts'
      ? () => void navigate(sendPath)
      : step !== 'compose'
        ? () => setStep('compose')
        : undefined;

  return (
    <DialogFrame title={title} dirty={dirty} onClose={close} onBack={back}>
      {step === 'compose' || view === 'drafts' ? (
        <div className={styles.bar}>
          <TabList
            selectedValue={view === 'drafts' || editId ? 'inProgress' : 'new'}
            onTabSelect={(_, data) => void navigate(data.value === 'new' ? sendPath : draftsPath)}
            aria-label={t('tabs.label')}
          >
            <Tab value="new">{t('tabs.new')}</Tab>
            {inProgress ? <Tab value="inProgress">{t('tabs.inProgress', { count: draftCount })}</Tab> : null}
          </TabList>
          {view === 'send' && (draftCount ?? 0) > 0 ? (
            <Button
              appearance="outline"
              shape="circular"
              size="small"
              onClick={() => void navigate(draftsPath)}
            >
              {t('draftsChip', { count: draftCount })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {view === 'drafts' ? (
        me ? (
          <DraftsView
            memberId={me.id}
            onEdit={(id) => void navigate(`${draftsPath}/${encodeURIComponent(id)}/edit`)}
            onEmpty={onEmpty}
          />
        ) : (
          <Spinner />
        )
      ) : editId && editing.isPending ? (
        <Spinner />
      ) : editId && (editing.isError || editing.data?.status !== 'draft') ? (
        <Navigate to={draftsPath} replace />
      ) : (
        <SendView
          key={editId ?? 'new'}
          editId={editId}
          initial={editId && editing.data ? fromRecognition(editing.data) : null}
          initialScheduledAt={editing.data?.scheduledAt ?? null}
          step={step}
          onStepChange={setStep}
          onDirtyChange={setDirty}
          onDone={done}
        />
      )}
    </DialogFrame>
  );
}
