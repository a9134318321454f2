import { useInfiniteQuery } from '@tanstack/react-query';
import type { InteractionKey, ThreadAdapter } from '../../../components/interactions/thread.ts';
import { awardErrorMessage } from '../model/award-errors.ts';
import {
  awardQueries,
  useCommentOnAward,
  useEndorseAward,
  useFlagAwardComment,
  useReactToAward,
} from './award-queries.ts';

/** The interaction texts this catalog keeps under other names than the recognition's. */
const renamed: Partial<Record<InteractionKey, string>> = {
  'comments.add': 'award.comments.write',
  'comments.more': 'member.loadMore',
  'endorse.action': 'award.endorse.label',
  'endorse.amount': 'points',
  'endorse.done': 'award.endorse.sent',
};

/** An award as a thread of the shared interaction parts (components/interactions). */
export const awardThread: ThreadAdapter = {
  useReact: useReactToAward,
  useComment: useCommentOnAward,
  useEndorse: useEndorseAward,
  useFlagComment: useFlagAwardComment,
  useComments: (id, enabled) => {
    const all = useInfiniteQuery({ ...awardQueries.comments(id), enabled });
    return {
      comments: all.data?.pages.flatMap((page) => page.results),
      hasNextPage: all.hasNextPage,
      fetchNextPage: all.fetchNextPage,
    };
  },
  gifs: false,
  postedToast: true,
  // The server's own message for the refusals this area names (awardErrorMessage).
  errorMessage: (error, t) => awardErrorMessage(error, t),
  ns: 'award',
  key: (key) => renamed[key] ?? `award.${key}`,
};
