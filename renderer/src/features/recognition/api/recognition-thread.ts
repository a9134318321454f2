import { useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadAdapter } from '../../../components/interactions/thread.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  recognitionInteractionQueries,
  useComment,
  useEndorse,
  useFlagComment,
  useReact,
} from './recognition-interactions.ts';

/** A recognition as a thread of the shared interaction parts (components/interactions). */
export const recognitionThread: ThreadAdapter = {
  useReact,
  useComment,
  useEndorse,
  useFlagComment,
  useComments: (id, enabled) => {
    const all = useInfiniteQuery({ ...recognitionInteractionQueries.comments(id), enabled });
    return {
      comments: all.data?.pages.flatMap((page) => page.results),
      hasNextPage: all.hasNextPage,
      fetchNextPage: all.fetchNextPage,
    };
  },
  href: (id) => `/recognitions/${id}`,
  gifs: true,
  errorMessage,
  ns: 'home',
  key: (key) => key,
};
