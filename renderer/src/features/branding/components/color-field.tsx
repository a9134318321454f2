import { Button, Field, Input, makeStyles, tokens, webLightTheme } from '@fluentui/react-components';
import { ArrowReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { hexColorPattern } from '#shared/contract/branding';

/** Fluent's own brand colour: what the product shows without one of the tenant's. */
export const defaultBrandColor = webLightTheme.colorBrandBackground.toUpperCase();

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  swatch: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  hex: { width: '120px' },
});

/**
 * The brand colour: the browser's colour picker (keyboard and screen-reader ready) beside a hex
 * field; both edit one value. Empty means the product's own colour ("Use the default color").
 */
export function ColorField(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { value, onChange, onBlur, error } = props;
  const { t } = useTranslation('branding');
  const styles = useStyles();
  const shown = hexColorPattern.test(value) ? value : defaultBrandColor;
  return (
    <Field label={t('color.label')} hint={t('color.hint')} validationMessage={error}>
      {/* The hex Input takes the Field's label, hint and message itself (Fluent's field context). */}
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={t('color.picker')}
          value={shown.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          onBlur={onBlur}
        />
        <Input
          className={styles.hex}
          value={value}
          placeholder={defaultBrandColor}
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
        />
        <Button
          appearance="subtle"
          icon={<ArrowReset20Regular />}
          disabled={value === ''}
          onClick={() => onChange('')}
        >
          {t('color.reset')}
        </Button>
      </div>
    </Field>
  );
}
