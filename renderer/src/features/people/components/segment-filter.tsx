import { Combobox, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SegmentKind, segmentKinds } from '#shared/constants';
import { peopleQueries } from '../api/people-queries.ts';

const useStyles = makeStyles({
  // As wide as Fluent's smallest combobox, so the filters wrap rather than overlap.
  field: { minWidth: '250px', flexGrow: 1, flexBasis: '250px' },
  control: { width: '100%' },
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
});

/** The value of "Any", never a segment kind or value (values are trimmed: none starts with a space). */
const any = ' any';
/** The value of the empty-state line, never a value. */
const none = ' none';

/**
 * People by an HR record's segment: first the kind (department, location...), then one of its
 * values in use. Only the kinds that have values are offered.
 */
export function SegmentFilter(props: {
  kind: SegmentKind | null;
  value: string | null;
  onKindChange: (kind: SegmentKind | null) => void;
  onValueChange: (value: string | null) => void;
}) {
  const { kind, value } = props;
  const { t } = useTranslation('people');
  const styles = useStyles();
  const segments = useQuery(peopleQueries.segments());
  const kinds = segmentKinds.filter((item) => (segments.data?.[item]?.length ?? 0) > 0 || item === kind);
  const values = kind ? (segments.data?.[kind] ?? []) : [];
  // What the person types to narrow the values; null while not typing, so the field shows the choice.
  const [typed, setTyped] = useState<string | null>(null);
  const needle = (typed ?? '').trim().toLowerCase();
  const shown = needle ? values.filter((item) => item.toLowerCase().includes(needle)) : values;

  return (
    <>
      <Field label={t('segment.kind')} className={styles.field}>
        <Dropdown
          className={styles.control}
          value={kind ? t(`segments.${kind}`) : t('segment.anyKind')}
          selectedOptions={[kind ?? any]}
          onOptionSelect={(_, data) => {
            const next = data.optionValue === any ? null : ((data.optionValue ?? null) as SegmentKind | null);
            if (next !== kind) props.onKindChange(next);
          }}
        >
          <Option value={any}>{t('segment.anyKind')}</Option>
          {kinds.map((item) => (
            <Option key={item} value={item}>
              {t(`segments.${item}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {kind ? (
        <Field label={t(`segments.${kind}`)} className={styles.field}>
          <Combobox
            className={styles.control}
            freeform
            placeholder={t('segment.anyValue')}
            value={typed ?? value ?? ''}
            selectedOptions={[value ?? any]}
            onChange={(event) => setTyped(event.target.value)}
            onOpenChange={(_, data) => {
              if (!data.open) setTyped(null);
            }}
            onOptionSelect={(_, data) => {
              if (data.optionValue === undefined || data.optionValue === none) return;
              setTyped(null);
              props.onValueChange(data.optionValue === any ? null : data.optionValue);
            }}
          >
            {needle ? null : <Option value={any}>{t('segment.anyValue')}</Option>}
            {shown.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
            {shown.length === 0 && needle ? (
              <Option value={none} text="" aria-disabled="true" checkIcon={null} className={styles.empty}>
                {t('segment.noValues')}
              </Option>
            ) : null}
          </Combobox>
        </Field>
      ) : null}
    </>
  );
}
