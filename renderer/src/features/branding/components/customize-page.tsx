import { Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  brandColor,
  contrastWithWhite,
  hexColorPattern,
  minimumBrandContrast,
  tenantName,
  tenantNameMaxLength,
} from '#shared/contract/branding';
import type { Tenant } from '#shared/contract/identity';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { mediaUrl, useBranding } from '../../../lib/branding.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors, serverMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { brandingQueries, type Picture, PictureError, useSaveBranding } from '../api/branding-queries.ts';
import { BrandPreview } from './brand-preview.tsx';
import { ColorField } from './color-field.tsx';
import { PictureField, refusedFile } from './picture-field.tsx';

const brandingForm = z.object({
  name: tenantName,
  /** Empty: the product's own colour (null); otherwise the server's own rule and sentences. */
  brandColor: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(brandColor.nullable()),
});
type BrandingForm = z.input<typeof brandingForm>;

/** A picture chosen but not saved: the file (null: remove) and its preview URL. */
type Chosen = { file: File | null; preview: string | null };

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  preview: { position: 'sticky', top: tokens.spacingVerticalL },
});

/** /customize (000 §2 Platform set up, Branding): for members holding identityApp editBanner. */
export default function CustomizePage() {
  const { t } = useTranslation('branding');
  const apps = useApps();
  const allowed = useHolds(['identityApp', 'editBanner']);
  const { metadata } = useBranding();
  const tenantId = metadata?.id ?? '';
  const tenant = useQuery({ ...brandingQueries.tenant(tenantId), enabled: allowed && !!tenantId });
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  if (tenant.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  if (!tenant.data) return <Spinner label={t('loading')} />;
  return <CustomizeForm tenant={tenant.data} />;
}

function CustomizeForm({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('branding');
  const styles = useStyles();
  const toasts = useToasts();
  const save = useSaveBranding();
  const saved = { name: tenant.name, brandColor: tenant.brandColor ?? '' };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { isSubmitting, isDirty, errors, dirtyFields },
  } = useForm<BrandingForm, unknown, z.output<typeof brandingForm>>({
    resolver: formResolver(brandingForm),
    defaultValues: saved,
  });
  const [chosen, setChosen] = useState<Partial<Record<Picture, Chosen>>>({});
  const [pictureErrors, setPictureErrors] = useState<Partial<Record<Picture, string>>>({});
  const changed = isDirty || Object.keys(chosen).length > 0;
  useUnsavedChangesPrompt(changed && !isSubmitting);

  // Object URLs of chosen files are let go once replaced, saved or the page is left.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);
  const letGo = (url: string | null | undefined) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const [name, color] = watch(['name', 'brandColor']);
  const nameLimit = useCharacterLimit(name.length, tenantNameMaxLength, errors.name?.message);
  const srcOf = (picture: Picture) => {
    const pick = chosen[picture];
    if (pick) return pick.preview;
    return mediaUrl(picture === 'logo' ? tenant.logoUrls : tenant.bannerUrls, picture);
  };
  // The preview follows the colour as it is typed, once it is one the server would take.
  const previewColor =
    hexColorPattern.test(color) && contrastWithWhite(color.toUpperCase()) >= minimumBrandContrast
      ? color
      : saved.brandColor || null;

  const choose = (picture: Picture, file: File | null) => {
    const refused = file ? refusedFile(file) : null;
    setPictureErrors((current) => ({ ...current, [picture]: refused ? t(`errors.${refused}`) : undefined }));
    if (refused) return;
    letGo(chosen[picture]?.preview);
    const preview = file ? URL.createObjectURL(file) : null;
    if (preview) previews.current.add(preview);
    setChosen((current) => ({ ...current, [picture]: { file, preview } }));
  };

  const onSubmit = handleSubmit(async (values) => {
    const details = {
      ...(dirtyFields.name ? { name: values.name } : {}),
      ...(dirtyFields.brandColor ? { brandColor: values.brandColor } : {}),
    };
    setPictureErrors({});
    try {
      await save.mutateAsync({
        tenantId: tenant.id,
        details: Object.keys(details).length > 0 ? details : undefined,
        logo: chosen.logo?.file,
        banner: chosen.banner?.file,
      });
      reset({ name: values.name, brandColor: values.brandColor ?? '' });
      // The saved pictures now come from the refetched tenant.
      for (const pick of Object.values(chosen)) letGo(pick?.preview);
      setChosen({});
      toasts.success(t('saved'));
    } catch (error) {
      if (error instanceof PictureError) {
        // The name and colour went through, and the logo when the banner failed: only the rest stays.
        reset({ name: values.name, brandColor: values.brandColor ?? '' });
        if (error.picture === 'banner') {
          letGo(chosen.logo?.preview);
          setChosen(({ logo: _saved, ...rest }) => rest);
        }
        const cause = error.cause;
        setPictureErrors({
          [error.picture]:
            isApiError(cause) && cause.status === 413
              ? t('errors.tooLarge')
              : isApiError(cause) && cause.status >= 400 && cause.status < 500
                ? serverMessage(cause)
                : t('errors.pictureFailed'),
        });
      } else if (!applyServerErrors(error, setError, ['name', 'brandColor'])) {
        toasts.error(errorMessage(error, t));
      }
    }
  });

  return (
    <Page title={t('title')} width={1080}>
      <Text as="p">{t('intro')}</Text>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('title')}>
          <Field
            label={t('name.label')}
            hint={nameLimit.hint ?? t('name.hint')}
            validationMessage={nameLimit.validationMessage}
            required
          >
            <Input {...register('name')} value={name} />
          </Field>
          <Controller
            control={control}
            name="brandColor"
            render={({ field }) => (
              <ColorField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.brandColor?.message}
              />
            )}
          />
          {(['logo', 'banner'] as const).map((picture) => (
            <PictureField
              key={picture}
              picture={picture}
              src={srcOf(picture)}
              error={pictureErrors[picture] ?? null}
              disabled={isSubmitting}
              onChoose={(file) => choose(picture, file)}
              onRemove={() => choose(picture, null)}
            />
          ))}
          <div>
            <SubmitButton submitting={isSubmitting}>{t('save')}</SubmitButton>
          </div>
        </form>
        <div className={styles.preview}>
          <BrandPreview
            name={name.trim() || tenant.name}
            logoSrc={srcOf('logo')}
            bannerSrc={srcOf('banner')}
            brandColor={previewColor}
          />
        </div>
      </div>
    </Page>
  );
}
