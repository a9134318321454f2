import {
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EmailPreviewResponse } from '#shared/contract/announcement';
import { AnnouncementBody } from '../../../components/announcement-body.tsx';
import type { AnnouncementForm } from '../model/announcement-form.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  image: { maxHeight: '160px', maxWidth: '100%', borderRadius: tokens.borderRadiusMedium },
  frame: {
    width: '100%',
    height: '60vh',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
  subject: { display: 'block', marginBottom: tokens.spacingVerticalS },
});

/** The announcement as its audience will read it in the app, before it is saved. */
export function PreviewDialog(props: { form: AnnouncementForm | null; onClose: () => void }) {
  const { form, onClose } = props;
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  const images = form?.attachments.filter((item) => item.previewUrl) ?? [];
  const files = form?.attachments.filter((item) => !item.previewUrl && item.status === 'uploaded') ?? [];
  return (
    <Dialog open={!!form} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('preview.title')}</DialogTitle>
          <DialogContent>
            {form ? (
              <Card className={styles.card}>
                <Title3 as="h2">{form.title || t('preview.untitled')}</Title3>
                <AnnouncementBody html={form.body} />
                {images.length > 0 ? (
                  <div className={styles.images}>
                    {images.map((item) => (
                      <img
                        key={item.key}
                        className={styles.image}
                        src={item.previewUrl ?? ''}
                        alt={item.name}
                      />
                    ))}
                  </div>
                ) : null}
                {files.map((item) => (
                  <Caption1 key={item.key}>{item.name}</Caption1>
                ))}
                {form.participation === 'acknowledge' ? (
                  <Button appearance="primary" disabled>
                    {t('participation.gotIt')}
                  </Button>
                ) : null}
              </Card>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('preview.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The e-mail as recipients will get it (the server renders it with the tenant's branding). The
 * HTML is shown in a sandboxed frame with no scripts and no same-origin rights.
 */
export function EmailPreviewDialog(props: {
  open: boolean;
  pending: boolean;
  failed: boolean;
  email: EmailPreviewResponse | undefined;
  onClose: () => void;
}) {
  const { open, pending, failed, email, onClose } = props;
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('emailPreview.title')}</DialogTitle>
          <DialogContent>
            {pending ? (
              <Spinner label={t('emailPreview.loading')} />
            ) : failed || !email ? (
              <Text role="alert">{t('emailPreview.failed')}</Text>
            ) : (
              <>
                <Text className={styles.subject}>
                  <Text weight="semibold">{t('emailPreview.subject')}</Text> {email.subject}
                </Text>
                <iframe
                  className={styles.frame}
                  title={t('emailPreview.frame')}
                  sandbox=""
                  srcDoc={email.html}
                  referrerPolicy="no-referrer"
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('preview.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
