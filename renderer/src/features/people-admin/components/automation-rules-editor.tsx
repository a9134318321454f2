import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SegmentKind, segmentKinds } from '#shared/constants';
import type { TeamSegmentRule } from '#shared/contract/teams';
import { automationQueries } from '../api/automation-queries.ts';
import type { RuleErrors } from '../lib/automation.ts';

/** The most rules a team may have (teamAutomation): one per segment kind. */
const maxRules = segmentKinds.length;

const useStyles = makeStyles({
  rules: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  rule: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 200px) 1fr auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  remove: { marginTop: '26px' },
  // Fluent gives a dropdown a minimum width wider than its column.
  dropdown: { minWidth: 0, width: '100%' },
  and: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
  add: { alignSelf: 'flex-start' },
});

/**
 * An automated team's rules: each picks a segment kind and the values that match it. A member
 * belongs when their HR record matches every rule (teamAutomation).
 */
export function AutomationRulesEditor(props: {
  value: TeamSegmentRule[];
  onChange: (rules: TeamSegmentRule[]) => void;
  errors?: RuleErrors;
}) {
  const { value, onChange, errors } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const segments = useQuery(automationQueries.segments());
  const used = new Set(value.map((rule) => rule.kind));
  const unused = segmentKinds.filter((kind) => !used.has(kind));
  const replace = (index: number, rule: TeamSegmentRule) =>
    onChange(value.map((current, at) => (at === index ? rule : current)));

  return (
    <div className={styles.rules}>
      {value.map((rule, index) => (
        <div key={rule.kind} className={styles.rules}>
          {index > 0 ? <Text className={styles.and}>{t('automation.and')}</Text> : null}
          <fieldset className={styles.rule} aria-label={t('automation.ruleLabel', { number: index + 1 })}>
            <Field label={t('automation.kind')}>
              <Dropdown
                className={styles.dropdown}
                value={t(`segments.${rule.kind}`)}
                selectedOptions={[rule.kind]}
                onOptionSelect={(_, data) => {
                  const kind = data.optionValue as SegmentKind | undefined;
                  if (kind && kind !== rule.kind) replace(index, { kind, values: [] });
                }}
              >
                {segmentKinds.map((kind) => (
                  <Option key={kind} value={kind} disabled={kind !== rule.kind && used.has(kind)}>
                    {t(`segments.${kind}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <RuleValues
              kind={rule.kind}
              known={segments.data?.[rule.kind] ?? []}
              value={rule.values}
              onChange={(values) => replace(index, { ...rule, values })}
              error={errors?.rules?.[index]}
            />
            <Button
              className={styles.remove}
              icon={<DeleteRegular />}
              aria-label={t('automation.removeRule', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            />
          </fieldset>
        </div>
      ))}
      {errors?.message ? (
        <Text role="alert" className={styles.error}>
          {errors.message}
        </Text>
      ) : null}
      {value.length < maxRules ? (
        <Button
          className={styles.add}
          icon={<AddRegular />}
          onClick={() => onChange([...value, { kind: unused[0] ?? 'department', values: [] }])}
        >
          {t('automation.addRule')}
        </Button>
      ) : null}
    </div>
  );
}

/** Offered for a typed value no record has yet (people hired later still match). */
const typedPrefix = 'typed:';

/** The values of one rule: those in use for its kind, or one typed that no record has yet. */
function RuleValues(props: {
  kind: SegmentKind;
  known: string[];
  value: string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const needle = typed.trim().toLowerCase();
  const chosen = new Set(value.map((item) => item.toLowerCase()));
  const options = props.known.filter(
    (item) => !chosen.has(item.toLowerCase()) && item.toLowerCase().includes(needle),
  );
  const exact = props.known.some((item) => item.toLowerCase() === needle) || chosen.has(needle);
  const label = t('automation.values');
  return (
    <Field label={label} validationMessage={props.error} hint={t('automation.valuesHint')}>
      <TagPicker
        selectedOptions={value}
        onOptionSelect={(_, data) => {
          const picked = data.value.startsWith(typedPrefix)
            ? data.value.slice(typedPrefix.length)
            : data.value;
          if (!picked) return;
          onChange(value.includes(picked) ? value.filter((item) => item !== picked) : [...value, picked]);
          setTyped('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={label}>
            {value.map((item) => (
              <Tag key={item} value={item} shape="rounded">
                {item}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={label}
            placeholder={value.length ? undefined : t('automation.valuesPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </TagPickerControl>
        <TagPickerList>
          {options.map((item) => (
            <TagPickerOption key={item} value={item} text={item}>
              {item}
            </TagPickerOption>
          ))}
          {needle && !exact ? (
            <TagPickerOption value={`${typedPrefix}${typed.trim()}`} text={typed.trim()}>
              {t('automation.useTyped', { value: typed.trim() })}
            </TagPickerOption>
          ) : null}
          {options.length === 0 && !needle ? (
            <TagPickerOption value={typedPrefix} text="" aria-disabled="true" className={styles.empty}>
              {t('automation.noValues')}
            </TagPickerOption>
          ) : null}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
