import { Avatar, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { recognitionQueries } from '../api/recognition-queries.ts';
import { insertAt } from '../model/emoji.ts';
import { type Mention, mentionQueryAt } from '../model/message-text.ts';
import { EmojiPicker } from './emoji-picker.tsx';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  list: {
    margin: 0,
    padding: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

/** Mention search: at least 1 character, at most 50 (001 §5). */
const maxMentionQuery = 50;

/**
 * The message: plain text with at-sign mentions (250 ms debounce, up to 5 members, never the
 * caller nor suspended members) and an emoji picker. Mentions are kept beside the text and
 * turned into mention markup when the form is sent.
 */
export function MessageEditor(props: {
  value: string;
  mentions: Mention[];
  selfId: string;
  onChange: (text: string, mentions: Mention[]) => void;
  onBlur: () => void;
  error?: string;
  /** Below the field: the length counter near the limit (components/character-limit.tsx). */
  hint?: string;
  disabled?: boolean;
  extra?: ReactNode;
}) {
  const { value, mentions, selfId, onChange, onBlur, error, hint, disabled, extra } = props;
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);

  const typing = mentionQueryAt(value, caret, maxMentionQuery);
  const query = typing && typing.query.length >= 1 && dismissed !== typing.start ? typing.query : '';
  const debounced = useDebounced(query, 250);
  const { data: suggestions = [] } = useQuery({
    ...recognitionQueries.mentions(debounced, selfId),
    enabled: debounced.length >= 1 && !!selfId,
  });
  const open = query.length >= 1 && debounced === query && suggestions.length > 0;
  const shown = suggestions.slice(0, 5);

  const choose = (index: number) => {
    const member = shown[index];
    if (!member || !typing) return;
    const name = `${member.firstName} ${member.lastName}`.trim();
    const { text, caret: next } = insertAt(value, typing.start, caret, `@${name} `);
    onChange(text, [...mentions.filter((m) => m.id !== member.id), { id: member.id, name }]);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next, next);
      setCaret(next);
    });
  };

  const addEmoji = (emoji: string) => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const { text, caret: next } = insertAt(value, start, end, emoji);
    onChange(text, mentions);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next, next);
      setCaret(next);
    });
  };

  return (
    <Field label={t('message.label')} validationMessage={error} hint={hint} required>
      {(fieldProps) => (
        <div className={styles.wrap}>
          <Textarea
            {...fieldProps}
            ref={ref}
            value={value}
            disabled={disabled}
            resize="vertical"
            rows={5}
            placeholder={t('message.placeholder')}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open ? `${listId}-${active}` : undefined}
            onChange={(event, data) => {
              onChange(data.value, mentions);
              setCaret(event.target.selectionStart ?? data.value.length);
              setDismissed(null);
            }}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
            onBlur={onBlur}
            onKeyDown={(event) => {
              if (!open) return;
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActive((index) => (index + 1) % shown.length);
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((index) => (index - 1 + shown.length) % shown.length);
              } else if (event.key === 'Enter' || event.key === 'Tab') {
                event.preventDefault();
                choose(active);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                setDismissed(typing?.start ?? null);
              }
            }}
          />
          {open ? (
            <div id={listId} role="listbox" aria-label={t('message.mentions')} className={styles.list}>
              {shown.map((member, index) => {
                const name = `${member.firstName} ${member.lastName}`.trim();
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea owns the keyboard (arrows, Enter, Escape)
                  <div
                    key={member.id}
                    tabIndex={-1}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={`${styles.option} ${index === active ? styles.active : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(index)}
                  >
                    <Avatar
                      size={24}
                      name={name}
                      image={member.avatarUrls ? { src: avatarUrl(member.avatarUrls, 24) } : undefined}
                      color="colorful"
                      aria-hidden
                    />
                    <Text>{name}</Text>
                  </div>
                );
              })}
            </div>
          ) : null}
          <div className={styles.toolbar}>
            <EmojiPicker onPick={addEmoji} />
            {extra}
          </div>
        </div>
      )}
    </Field>
  );
}
