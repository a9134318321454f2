/**
 * GIF search (001 §2 "GIF search dialog", §7 "GIF provider", §9 constants). The request and
 * response schemas live beside the refinement ones, which the server's routes already use.
 */
export { gif, gifPage, gifQuery, gifSettings } from './refinement.ts';

/** Results per page, and the only rating ever asked for. */
export const gifPageSize = 10;
export const gifRating = 'g';
/** The search box waits this long after the last keystroke. */
export const gifSearchDebounceMs = 300;
/** Grid columns: 3 on mobile, 5 otherwise. */
export const gifColumns = { mobile: 3, other: 5 } as const;
