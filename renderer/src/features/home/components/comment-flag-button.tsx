import { CommentFlagButton as FlagButton } from '../../../components/comment-flag-button.tsx';
import { useFlagComment } from '../api/timeline-queries.ts';

/** "Flag" under a colleague's comment on a recognition (the shared button, with this area's call). */
export function CommentFlagButton(props: { recognitionId: string; commentId: string }) {
  const flag = useFlagComment(props.recognitionId);
  return <FlagButton flag={(body) => flag.mutateAsync({ commentId: props.commentId, body })} />;
}
