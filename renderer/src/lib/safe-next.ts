/**
 * A `next` parameter is followed only when it is a path on this site: it starts with one slash,
 * and holds no backslash or control character that a browser could read as another origin.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
