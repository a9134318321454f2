/**
 * The emoji picker's set (001 §9): common workplace emoji with their names for screen readers.
 * Some emoji read as rude or suggestive at work; they are listed in the blocklist and filtered out
 * wherever the list comes from, so adding to the set never lets one through.
 */
export const emojiBlocklist: ReadonlySet<string> = new Set([
  '🖕',
  '🍆',
  '🍑',
  '💦',
  '👅',
  '💩',
  '🔫',
  '💣',
  '🤬',
]);

const all: ReadonlyArray<readonly [string, string]> = [
  ['👏', 'clapping hands'],
  ['🙌', 'raising hands'],
  ['🎉', 'party popper'],
  ['🥳', 'partying face'],
  ['🚀', 'rocket'],
  ['🌟', 'glowing star'],
  ['⭐', 'star'],
  ['🏆', 'trophy'],
  ['🥇', 'first place medal'],
  ['💯', 'hundred points'],
  ['🔥', 'fire'],
  ['💪', 'flexed biceps'],
  ['👍', 'thumbs up'],
  ['🙏', 'folded hands'],
  ['❤️', 'red heart'],
  ['💙', 'blue heart'],
  ['💚', 'green heart'],
  ['💜', 'purple heart'],
  ['😀', 'grinning face'],
  ['😄', 'grinning face with smiling eyes'],
  ['😊', 'smiling face with smiling eyes'],
  ['😍', 'smiling face with heart-eyes'],
  ['🤩', 'star-struck'],
  ['😎', 'smiling face with sunglasses'],
  ['🤗', 'hugging face'],
  ['😂', 'face with tears of joy'],
  ['🤝', 'handshake'],
  ['👋', 'waving hand'],
  ['✨', 'sparkles'],
  ['🎯', 'direct hit'],
  ['💡', 'light bulb'],
  ['🧠', 'brain'],
  ['📈', 'chart increasing'],
  ['✅', 'check mark button'],
  ['🎊', 'confetti ball'],
  ['🎁', 'wrapped gift'],
  ['☕', 'hot beverage'],
  ['🍕', 'pizza'],
  ['🌈', 'rainbow'],
  ['☀️', 'sun'],
  ['🦄', 'unicorn'],
  ['🐐', 'goat'],
  ['🙇', 'person bowing'],
  ['🤘', 'sign of the horns'],
  ['✌️', 'victory hand'],
  ['👑', 'crown'],
  ['💎', 'gem stone'],
  ['🎶', 'musical notes'],
  ['🖕', 'middle finger'],
  ['🍆', 'eggplant'],
];

export const pickerEmoji = all
  .filter(([emoji]) => !emojiBlocklist.has(emoji))
  .map(([emoji, name]) => ({ emoji, name }));

/** 8 per row on wider screens, 6 on mobile. */
export const emojiColumns = (mobile: boolean) => (mobile ? 6 : 8);

/** Puts `insert` at the caret (or over the selection) and returns the new text and caret. */
export function insertAt(text: string, start: number, end: number, insert: string) {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
