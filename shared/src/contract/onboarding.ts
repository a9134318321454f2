import { z } from 'zod';
import { onboardingItemAliases } from '../constants.ts';
import { commaList, isoDateTime } from './common.ts';

export const itemAlias = z.enum(onboardingItemAliases);

export const checklistItem = z.object({ itemAlias, completed: z.boolean() });
export const checklistQuery = z.object({ itemAliasIn: commaList(itemAlias).optional() });
export const checklistResponse = z.object({ results: z.array(checklistItem) });
export const putChecklistItem = checklistItem;

export const dismissedItem = z.object({ itemAlias, dismissedAt: isoDateTime.nullable() });
export const dismissedQuery = checklistQuery;
export const dismissedResponse = z.object({ results: z.array(dismissedItem) });
export const putDismissedItem = z.object({ itemAlias, dismissed: z.boolean() });
