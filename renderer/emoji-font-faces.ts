import type { Plugin } from 'vite';

/** The package's rules: one @font-face per unicode-range slice of Noto Color Emoji (COLRv1). */
const emojiFontCss = /[\\/]@infolektuell[\\/]noto-color-emoji[\\/]index\.css(\?|$)/;

/**
 * Adjusts the color-emoji font's @font-face rules (renderer/src/lib/emoji-font.ts) as they are
 * built into the app:
 * - an installed Noto Color Emoji (Android, many Linux desktops) is used before any download
 *   (`local()`);
 * - U+FE0F (the emoji presentation selector) leaves the slices' unicode-ranges: it is in nine of
 *   the eleven, so "❤️" alone made the browser fetch all nine (2 MB) rather than the one slice
 *   with the heart; the selector still renders with its emoji, since it is shaped together with
 *   the character before it. (U+200D, the joiner of sequences such as 👩‍💻, must stay.)
 */
export function emojiFontFaces(): Plugin {
  return {
    name: 'kudos:emoji-font-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!emojiFontCss.test(id)) return null;
      const adjusted = code
        .replace(/font-weight:\s*400;/g, 'font-weight: 100 900;')
        .replace(/src:\s*url\(/g, "src: local('Noto Color Emoji'), local('NotoColorEmoji'), url(")
        .replace(/unicode-range:([^;]*);/g, (_rule, ranges: string) => {
          const kept = ranges
            .split(',')
            .map((range) => range.trim())
            .filter((range) => range.toLowerCase() !== 'u+fe0f');
          return `unicode-range: ${kept.join(', ')};`;
        });
      // A release of the package written differently must not slip through unadjusted.
      if (!adjusted.includes('local(') || /u\+fe0f\b/i.test(adjusted)) {
        this.error(`${id}: unexpected @font-face format, update renderer/emoji-font-faces.ts`);
      }
      return { code: adjusted, map: null };
    },
  };
}
