/**
 * The whole order after moving `id` to `toIndex` among the `visible` ids (the list may hide the
 * archived): the visible ids trade places within the slots they hold, the hidden ones stay put.
 */
export function reorder(all: string[], visible: string[], id: string, toIndex: number): string[] {
  const from = visible.indexOf(id);
  if (from < 0 || toIndex < 0 || toIndex >= visible.length || from === toIndex) return all;
  const moved = [...visible];
  moved.splice(from, 1);
  moved.splice(toIndex, 0, id);
  const shown = new Set(visible);
  let next = 0;
  return all.map((item) => (shown.has(item) ? (moved[next++] as string) : item));
}
