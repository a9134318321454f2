import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CommentRequest, comment, FlagRequest } from '#shared/contract/recognition';

/** A comment on any thread (the contract's comment, whatever its thread type). */
export type ThreadComment = Omit<z.infer<typeof comment>, 'threadType'> & { threadType: string };

/**
 * What the interaction parts read of a thread (a recognition, an award, later an incentive): the
 * kernel's interactions are one shape whatever the thread type (ARCHITECTURE.md, "A kernel").
 */
export interface InteractionThread {
  id: string;
  sender?: { id: string } | null;
  ownRecipient?: unknown;
  recipientCount?: number;
  sendTo?: readonly unknown[];
  reactionCounts?: Record<string, number>;
  ownReaction?: string | null;
  endorsementStats?: { count: number; total: number; ownAmount?: number | null } | null;
  comments?: { count: number; results: readonly ThreadComment[] };
}

/** The pages of a thread's comments read so far. */
export interface ThreadComments {
  /** Undefined until the first page is read. */
  comments: readonly ThreadComment[] | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A mutation as the parts use it. */
export interface ThreadCall<T> {
  mutateAsync: (body: T) => Promise<unknown>;
  isPending: boolean;
}

/**
 * One thread type's side of the interactions: its calls (hooks, each bound to a thread id), its
 * comments query and its wording. The parts are the same for every type; an area fills one
 * adapter (`recognitionThread` in home/, `awardThread` in awards/).
 */
export interface ThreadAdapter {
  useReact: (id: string) => ThreadCall<string | null>;
  useComment: (id: string) => ThreadCall<CommentRequest>;
  useEndorse: (id: string) => ThreadCall<number>;
  useFlagComment: (id: string) => ThreadCall<{ commentId: string; body: FlagRequest }>;
  /** Every comment of the thread, paged, while `enabled` (the thread's own page). */
  useComments: (id: string, enabled: boolean) => ThreadComments;
  /** The thread's own page, where all its comments are (a "View all" link goes there). */
  href?: (id: string) => string;
  /** Whether a posted comment is confirmed by a toast (it shows in the list either way). */
  postedToast?: boolean;
  /** Whether a comment may carry a GIF. */
  gifs: boolean;
  /** A refused call in words; `known` maps error names to keys of this wording. */
  errorMessage: (error: unknown, t: TFunction, known?: Record<string, string>) => string;
  /** The namespace of the wording and the key, in it, of each of the parts' texts. */
  ns: string;
  key: (key: InteractionKey) => string;
}

/** The texts the parts show, by their keys in the recognition's wording (home's catalog). */
export type InteractionKey =
  | `reactions.${'label' | 'react' | 'reactCounted' | 'count' | ReactionKey}`
  | `comments.${'label' | 'add' | 'post' | 'viewAll' | 'more' | 'required' | 'gif' | 'none' | 'posted'}`
  | `endorse.${
      | 'action'
      | 'title'
      | 'amount'
      | 'stats'
      | 'done'
      | 'own'
      | 'notEnough'
      | 'balance'
      | 'cost'
      | 'restriction'
      | 'notEligible'
      | 'notAllowed'
      | 'already'}`;

/** The reactions offered on every thread; the stored value is the emoji itself. */
export const reactionChoices = [
  { emoji: '👏', key: 'clap' },
  { emoji: '❤️', key: 'heart' },
  { emoji: '🎉', key: 'party' },
  { emoji: '🙌', key: 'raise' },
  { emoji: '😂', key: 'laugh' },
] as const;
export type ReactionKey = (typeof reactionChoices)[number]['key'];

/** The thread's wording: `w('comments.post')` reads the adapter's key for it. */
export function useWording(adapter: Pick<ThreadAdapter, 'ns' | 'key'>) {
  const { t } = useTranslation(adapter.ns);
  const w = (key: InteractionKey, options?: Record<string, unknown>): string =>
    t(adapter.key(key), options ?? {});
  return { t, w };
}
