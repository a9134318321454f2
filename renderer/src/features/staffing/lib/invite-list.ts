/** The batch invite's excluded members with one member taken off the list (`exclude`) or put back. */
export function withExclusion(excluded: readonly string[], memberId: string, exclude: boolean): string[] {
  const rest = excluded.filter((id) => id !== memberId);
  return exclude ? [...rest, memberId] : rest;
}
