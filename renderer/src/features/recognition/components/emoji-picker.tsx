import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { Emoji20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { emojiColumns, pickerEmoji } from '../model/emoji.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingHorizontalXXS },
  emoji: { fontSize: '20px', minWidth: '36px', height: '36px', padding: 0 },
});

/** The emoji grid: 8 per row, 6 on mobile, without the blocklist (001 §9). */
export function EmojiPicker(props: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t('message.emoji')} relationship="label">
          <Button appearance="subtle" icon={<Emoji20Regular />} />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('message.emojiGrid')}>
        <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${emojiColumns(mobile)}, 1fr)` }}>
          {pickerEmoji.map(({ emoji, name }) => (
            <Button
              key={emoji}
              appearance="subtle"
              className={styles.emoji}
              aria-label={name}
              title={name}
              onClick={() => {
                props.onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </Button>
          ))}
        </div>
      </PopoverSurface>
    </Popover>
  );
}
