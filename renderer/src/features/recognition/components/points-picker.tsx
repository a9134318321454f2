import {
  Field,
  Input,
  makeStyles,
  Text,
  ToggleButton,
  Tooltip,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointQuickChoices } from '#shared/constants';
import { exceedsBalance, fittingAmount, parseCustomAmount } from '../model/points.ts';

const useStyles = makeStyles({
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  custom: { width: '120px' },
  chip: { minWidth: '56px' },
  // The chips' own element, for the arrow keys; it adds no box of its own to the row.
  choices: { display: 'contents' },
});

/**
 * Points per recipient (001 §4): presets 0, 5, 10, 25, 50 or "Other". A preset that the balance
 * cannot cover for every recipient is disabled with "Not enough points"; a custom amount that no
 * longer fits (recipients were added) falls back to the largest preset that does.
 */
export function PointsPicker(props: {
  value: number | null;
  onChange: (amount: number | null) => void;
  balance: number;
  recipientCount: number;
  error?: string;
}) {
  const { value, onChange, balance, recipientCount, error } = props;
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  // One Tab stop for the row, arrows between the choices (the custom amount keeps its own caret keys).
  const arrows = useArrowNavigationGroup({ axis: 'horizontal', circular: true, memorizeCurrent: true });
  const isPreset = value !== null && (pointQuickChoices as readonly number[]).includes(value);
  const [other, setOther] = useState(!isPreset);
  const [text, setText] = useState(isPreset || value === null ? '' : String(value));

  const applyCustom = (raw: string) => {
    const parsed = parseCustomAmount(raw);
    if (parsed !== null && exceedsBalance(parsed, balance, recipientCount) && parsed <= 1000) {
      // Over the balance but a possible amount: fall back rather than leave an error to fix.
      const fallback = fittingAmount(parsed, balance, recipientCount);
      setOther(false);
      setText('');
      onChange(fallback);
      return;
    }
    onChange(parsed);
  };

  return (
    <Field label={t('points.label')} hint={t('points.balance', { balance })} validationMessage={error}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset inside Field would duplicate its label */}
      <div className={styles.chips} role="group" aria-label={t('points.label')}>
        <div className={styles.choices} {...arrows}>
          {pointQuickChoices.map((choice) => {
            const disabled = exceedsBalance(choice, balance, recipientCount);
            const chip = (
              <ToggleButton
                key={choice}
                shape="circular"
                className={styles.chip}
                checked={!other && value === choice}
                disabledFocusable={disabled}
                aria-label={t('points.option', { count: choice })}
                onClick={() => {
                  if (disabled) return;
                  setOther(false);
                  setText('');
                  onChange(choice);
                }}
              >
                {choice}
              </ToggleButton>
            );
            return disabled ? (
              <Tooltip key={choice} content={t('points.notEnough')} relationship="description">
                {chip}
              </Tooltip>
            ) : (
              chip
            );
          })}
          <ToggleButton
            shape="circular"
            className={styles.chip}
            checked={other}
            onClick={() => {
              setOther(true);
              onChange(parseCustomAmount(text));
            }}
          >
            {t('points.other')}
          </ToggleButton>
        </div>
        {other ? (
          <Input
            className={styles.custom}
            aria-label={t('points.custom')}
            inputMode="numeric"
            value={text}
            onChange={(_, data) => {
              // Whole non-negative numbers only: other characters are not typed in.
              const digits = data.value.replace(/\D/g, '');
              setText(digits);
              onChange(parseCustomAmount(digits));
            }}
            onBlur={() => applyCustom(text)}
          />
        ) : null}
      </div>
      {recipientCount > 1 && value ? (
        <Text size={200}>
          {t('points.total', { amount: value, recipients: recipientCount, total: value * recipientCount })}
        </Text>
      ) : null}
    </Field>
  );
}
