import {
  Field,
  makeStyles,
  Text,
  ToggleButton,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RecognitionValue } from '#shared/contract/recognition';

const useStyles = makeStyles({
  values: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  value: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: { width: '10px', height: '10px', borderRadius: '50%', flexShrink: 0 },
  name: { minWidth: '100px' },
});

/** The company values' qualities; choosing a selected quality again removes it (001 §4). */
export function QualitiesPicker(props: {
  values: RecognitionValue[];
  selected: string[];
  onChange: (next: string[]) => void;
  error?: string;
  required: boolean;
}) {
  const { values, selected, onChange, error, required } = props;
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  // One Tab stop for all the chips; the arrow keys move between them, in reading order.
  const arrows = useArrowNavigationGroup({ axis: 'both', memorizeCurrent: true });
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <Field
      label={t('qualities.label')}
      hint={t('qualities.hint')}
      validationMessage={error}
      required={required}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset inside Field would duplicate its label */}
      <div className={styles.values} role="group" aria-label={t('qualities.label')} {...arrows}>
        {values
          .filter((value) => value.qualities.length > 0)
          .map((value) => (
            <fieldset key={value.id} className={styles.value} style={{ border: 0, margin: 0, padding: 0 }}>
              <legend className={styles.value}>
                <span className={styles.swatch} style={{ backgroundColor: value.color }} aria-hidden />
                <Text weight="semibold" size={200} className={styles.name}>
                  {value.name}
                </Text>
              </legend>
              {value.qualities.map((quality) => {
                const checked = selected.includes(quality.id);
                return (
                  <ToggleButton
                    key={quality.id}
                    size="small"
                    shape="circular"
                    checked={checked}
                    onClick={() => toggle(quality.id)}
                    style={
                      checked
                        ? { backgroundColor: value.color, borderColor: value.color, color: '#fff' }
                        : { borderColor: value.color }
                    }
                  >
                    {quality.name}
                  </ToggleButton>
                );
              })}
            </fieldset>
          ))}
      </div>
    </Field>
  );
}
