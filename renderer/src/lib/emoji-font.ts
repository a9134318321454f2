/**
 * The color-emoji fallback (Noto Color Emoji in COLRv1, served with the app): lobby screens and
 * Linux desktops often have no emoji font, and emoji in messages and reactions would show as empty
 * boxes. The rules are added by script, so nothing blocks the first render, and nothing is
 * preloaded: each rule covers one unicode-range slice, and the browser downloads a slice only
 * when text on the page needs one of its characters that the fonts before it in the stack
 * (app/theme.ts) lack; font-display is swap. The build adjusts the rules
 * (renderer/emoji-font-faces.ts). A browser without COLRv1 (Safari) skips them and keeps its own.
 */
import faces from '@infolektuell/noto-color-emoji/index.css?inline';

const emojiFamily = 'Noto Color Emoji';

const style = document.createElement('style');
style.dataset.font = 'emoji';
style.textContent = faces;
document.head.append(style);

/**
 * Chromium redraws text when a web font arrives only where it had drawn that text with the font
 * loading; the text whose emoji set off a slice's download (often the first emoji on the page)
 * stays an empty box until it is laid out with fresh fonts. So each time emoji slices have
 * arrived, every element gets a font description it has not had yet: an OpenType feature no font
 * has ("kdos", ignored when drawing) with a new value, and all text is shaped again with the fonts
 * as they now are. Set on every element, since form controls do not inherit it (the browser's
 * own style gives them the `font` shorthand). A few times a session at most, and never where the
 * system has the emoji.
 */
const reshape = document.createElement('style');
reshape.dataset.font = 'emoji-reshape';
let fontGeneration = 0;
document.fonts.addEventListener('loadingdone', (event) => {
  const emojiArrived = event.fontfaces.some(
    (face) => face.family.replace(/["']/g, '') === emojiFamily && face.status === 'loaded',
  );
  if (!emojiArrived) return;
  fontGeneration += 1;
  reshape.textContent = `*, ::before, ::after { font-feature-settings: "kdos" ${fontGeneration}; }`;
  if (!reshape.isConnected) document.head.append(reshape);
});
