import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmFactorRequest, type createdTotpFactor } from '#shared/contract/identity';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { contractMessage, issueMessage, serverMessage } from '../../../lib/form-errors.ts';
import {
  settingsQueries,
  useConfirmFactor,
  useCreateTotpFactor,
  useDeleteFactor,
} from '../api/settings-queries.ts';

type Enrollment = z.infer<typeof createdTotpFactor>;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  heading: { margin: 0 },
  qr: { padding: tokens.spacingHorizontalM, backgroundColor: '#ffffff', alignSelf: 'flex-start' },
  secret: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', userSelect: 'all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Second factor: an authenticator app (TOTP), added with a QR code and confirmed with a code. */
export function TwoFactorSection() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const factors = useQuery(settingsQueries.authFactors());
  const create = useCreateTotpFactor();
  const toasts = useToasts();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const confirmed = factors.data?.find((factor) => factor.confirmed);

  const start = () =>
    create.mutate(undefined, {
      onSuccess: setEnrollment,
      onError: (error) =>
        toasts.error(isApiError(error) && error.status === 409 ? contractMessage(error.message) : undefined),
    });

  return (
    <section className={styles.section} aria-labelledby="settings-two-factor">
      <Text as="h2" id="settings-two-factor" size={500} weight="semibold" className={styles.heading}>
        {t('twoFactor.title')}
      </Text>
      {factors.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : factors.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : confirmed ? (
        <ConfiguredFactor id={confirmed.id} name={confirmed.name} />
      ) : enrollment ? (
        <EnrollFactor enrollment={enrollment} onDone={() => setEnrollment(null)} />
      ) : (
        <>
          <Text>{t('twoFactor.off')}</Text>
          <div>
            <Button appearance="primary" onClick={start} disabled={create.isPending}>
              {create.isPending ? t('twoFactor.starting') : t('twoFactor.setUp')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function EnrollFactor({ enrollment, onDone }: { enrollment: Enrollment; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const toasts = useToasts();
  const confirm = useConfirmFactor();
  const remove = useDeleteFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmFactorRequest.safeParse({ code: code.trim() });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? issueMessage(issue) : undefined);
      return;
    }
    try {
      await confirm.mutateAsync({ id: enrollment.id, code: parsed.data.code });
      toasts.success(t('twoFactor.enabled'));
      onDone();
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 400 || failure.status === 409))
        setError(serverMessage(failure));
      else toasts.error();
    }
  };

  const cancel = () => remove.mutate(enrollment.id, { onSettled: onDone });

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <Text>{t('twoFactor.scan')}</Text>
      <div className={styles.qr}>
        <QRCodeSVG value={enrollment.otpauthUrl} size={176} role="img" aria-label={t('twoFactor.qrLabel')} />
      </div>
      <Text>
        {t('twoFactor.manual')} <span className={styles.secret}>{enrollment.secret}</span>
      </Text>
      <Field label={t('twoFactor.code')} validationMessage={error} required>
        <Input
          value={code}
          onChange={(_, data) => {
            setCode(data.value);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </Field>
      <div className={styles.actions}>
        <SubmitButton submitting={confirm.isPending}>{t('twoFactor.confirm')}</SubmitButton>
        <Button onClick={cancel} disabled={remove.isPending || confirm.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function ConfiguredFactor({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const toasts = useToasts();
  const remove = useDeleteFactor();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Text>{t('twoFactor.on', { name })}</Text>
      <div>
        <Button onClick={() => setAsking(true)}>{t('twoFactor.remove')}</Button>
      </div>
      <Dialog open={asking} onOpenChange={(_, data) => setAsking(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('twoFactor.removeTitle')}</DialogTitle>
            <DialogContent>{t('twoFactor.removeBody')}</DialogContent>
            <DialogActions className={styles.actions}>
              <Button
                appearance="primary"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(id, {
                    onSuccess: () => {
                      setAsking(false);
                      toasts.success(t('twoFactor.removed'));
                    },
                    onError: () => toasts.error(),
                  })
                }
              >
                {remove.isPending ? t('twoFactor.removing') : t('twoFactor.remove')}
              </Button>
              <Button onClick={() => setAsking(false)}>{t('cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
