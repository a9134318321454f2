/**
 * The contract's zod schemas for the calls the first pages make, loaded on first use: the sign-in
 * page paints without zod, and a returning member's first calls do not wait for it either.
 */
export const identityContract = () => import('#shared/contract/identity');
export const appsContract = () => import('#shared/contract/apps');

/**
 * Waits for an API call and a contract module together (the module downloads while the call is
 * under way), then parses the answer with `parse`.
 */
export async function parsedWith<C, T>(
  call: Promise<{ data: unknown }>,
  contract: () => Promise<C>,
  parse: (contract: C, data: unknown) => T,
): Promise<T> {
  const [{ data }, loaded] = await Promise.all([call, contract()]);
  return parse(loaded, data);
}
