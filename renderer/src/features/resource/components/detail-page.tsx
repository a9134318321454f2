import {
  Badge,
  Button,
  Link,
  makeStyles,
  Spinner,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import {
  Archive20Regular,
  ArrowDownload20Regular,
  ArrowUndo20Regular,
  CheckmarkCircle20Regular,
  Edit20Regular,
  Open20Regular,
  Star20Filled,
  Star20Regular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Resource } from '#shared/contract/resource';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReactionBar } from '../../../components/interactions/reaction-bar.tsx';
import type { InteractionKey } from '../../../components/interactions/thread.ts';
import { MessageHtml } from '../../../components/message-html.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverMessage } from '../../../lib/form-errors.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { resourceQueries, useFavourite, useReact, useSaveResource } from '../api/resource-queries.ts';
import { ResourceEditor } from './resource-editor.tsx';
import { ResourceGate } from './resource-gate.tsx';

const useStyles = makeStyles({
  cover: {
    width: '100%',
    aspectRatio: '1200 / 630',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
  },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  summary: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBlock: tokens.spacingVerticalL,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  video: { width: '100%', maxHeight: '480px', backgroundColor: tokens.colorNeutralBackgroundInverted },
});

/** The resource's reactions through the shared reaction bar (the kernel's calls, resource's wording). */
const reactionAdapter = {
  useReact,
  errorMessage: (error: unknown, t: Parameters<typeof errorMessage>[1]) =>
    isApiError(error) ? serverMessage(error) : errorMessage(error, t),
  ns: 'resource',
  key: (key: InteractionKey) => key,
};

/** /resource-hub/resources/{id} (000 §2): one resource to read, open, react to, favourite and complete. */
export function DetailPage() {
  const { id = '' } = useParams();
  return (
    <ResourceGate>
      <Detail id={id} />
    </ResourceGate>
  );
}

function Detail(props: { id: string }) {
  const { t } = useTranslation('resource');
  const one = useQuery(resourceQueries.one(props.id));
  if (one.isPending) return <Spinner label={t('loading')} />;
  if (one.isError)
    return (
      <Page title={t('title')} width={900}>
        <Text role="alert">
          {isApiError(one.error) && one.error.status === 404 ? t('notFound') : t('loadFailed')}
        </Text>
        <RouterLink to="/resource-hub/all">{t('backToHub')}</RouterLink>
      </Page>
    );
  return <ResourceView resource={one.data} />;
}

function ResourceView(props: { resource: Resource }) {
  const { resource } = props;
  const { t } = useTranslation('resource');
  const styles = useStyles();
  const dates = useDates();
  const navigate = useNavigate();
  const toasts = useToasts();
  const favourite = useFavourite(resource.id);
  const save = useSaveResource();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const canEdit = resource.permissions.includes('edit');
  const canReact = resource.permissions.includes('react');
  const cover = resource.cover?.variants['resource-cover'] ?? resource.cover?.url;
  const isVideo = resource.file?.contentType.startsWith('video/') ?? false;

  const setArchived = async (archived: boolean) => {
    try {
      await save.mutateAsync({ id: resource.id, body: { archived } });
      toasts.success(archived ? t('detail.archivedToast') : t('detail.restoredToast'));
      setArchiving(false);
    } catch (error) {
      toasts.error(isApiError(error) ? serverMessage(error) : t('editor.failed'));
    }
  };

  return (
    <Page
      title={resource.title}
      width={900}
      actions={
        canEdit ? (
          <>
            <Button icon={<Edit20Regular />} onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
            {resource.archived ? (
              <Button
                icon={<ArrowUndo20Regular />}
                onClick={() => void setArchived(false)}
                disabled={save.isPending}
              >
                {t('detail.restore')}
              </Button>
            ) : (
              <Button icon={<Archive20Regular />} onClick={() => setArchiving(true)}>
                {t('detail.archive')}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      <RouterLink to="/resource-hub/all">{t('backToHub')}</RouterLink>
      <div className={styles.section}>
        {cover ? <img src={cover} alt="" className={styles.cover} /> : null}
        <div className={styles.meta}>
          {resource.categories.map((name) => (
            <Badge key={name} appearance="tint" color="brand">
              {name}
            </Badge>
          ))}
          {resource.estimatedMinutes ? (
            <Badge appearance="outline">{t('minutes', { count: resource.estimatedMinutes })}</Badge>
          ) : null}
          {resource.completionPoints > 0 ? (
            <Badge appearance="outline" color="success">
              {t('points', { count: resource.completionPoints })}
            </Badge>
          ) : null}
          {resource.archived ? <Badge color="informative">{t('archived')}</Badge> : null}
          {resource.recommendedToMe ? <Badge color="important">{t('recommendedToYou')}</Badge> : null}
        </div>
        {resource.summary ? <Text className={styles.summary}>{resource.summary}</Text> : null}
        {resource.body ? <MessageHtml html={resource.body} /> : null}
        {resource.file && isVideo ? (
          // biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption track; the title names it
          <video className={styles.video} src={resource.file.url} controls aria-label={resource.title} />
        ) : null}
        <div className={styles.actions}>
          {resource.linkUrl ? (
            <Link href={resource.linkUrl} target="_blank" rel="noopener noreferrer">
              <Open20Regular /> {t('detail.open')}
            </Link>
          ) : null}
          {resource.file ? (
            <Link href={resource.file.url} download={resource.file.originalFilename}>
              <ArrowDownload20Regular /> {t('detail.download', { name: resource.file.originalFilename })}
            </Link>
          ) : null}
        </div>
        {canReact ? <ReactionBar thread={resource} adapter={reactionAdapter} /> : null}
        <div className={styles.actions}>
          <ToggleButton
            checked={resource.favourite}
            disabled={favourite.isPending || resource.archived}
            icon={resource.favourite ? <Star20Filled /> : <Star20Regular />}
            onClick={() =>
              favourite
                .mutateAsync(!resource.favourite)
                .then(() =>
                  toasts.success(resource.favourite ? t('detail.unfavourited') : t('detail.favourited')),
                )
                .catch((error: unknown) =>
                  toasts.error(isApiError(error) ? serverMessage(error) : t('editor.failed')),
                )
            }
          >
            {resource.favourite ? t('detail.favourite') : t('detail.addFavourite')}
          </ToggleButton>
          {resource.completedAt ? (
            <Text role="status">
              <CheckmarkCircle20Regular />{' '}
              {t('detail.completedOn', { date: dates.date(resource.completedAt) })}
            </Text>
          ) : resource.archived ? null : (
            <Button
              appearance="primary"
              icon={<CheckmarkCircle20Regular />}
              onClick={() => void navigate(`/resource-hub/resources/${resource.id}/complete`)}
            >
              {t('detail.markComplete')}
            </Button>
          )}
        </div>
        {resource.completionCount !== null ? (
          <Text>{t('detail.completionCount', { count: resource.completionCount })}</Text>
        ) : null}
      </div>
      {editing ? (
        <ResourceEditor
          resource={resource}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={archiving}
        title={t('detail.archiveTitle')}
        body={t('detail.archiveBody', { title: resource.title })}
        confirm={t('detail.archive')}
        busy={save.isPending}
        onConfirm={() => void setArchived(true)}
        onClose={() => setArchiving(false)}
      />
    </Page>
  );
}
