import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader, Modal, Text } from '@mantine/core';
import { TREASURY_CREDIT } from '@reign/bible';
import { commentaryRoutes } from '@reign/contract/commentary';
import { useQuery } from '@tanstack/react-query';
import { callApi, errorCode, errorMessage } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { CommentarySections } from './CommentarySections';

export const OFFLINE_COMMENT = msg`This comment needs a connection.`;
const FAILED = msg`Could not load this comment. Please try again.`;

export interface CommentaryModalProps {
  reference: string;
  /** whose comment the reflection is (Henry's or Spurgeon's): the title names him */
  credit: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The whole comment a verse's reflection is taken from (Spurgeon's note on a psalm verse, Henry's
 * section, or the passage where they speak of the same), loaded from the server when opened.
 */
function CommentaryModalContent({ reference, credit, opened, onClose }: CommentaryModalProps) {
  const { t, i18n } = useLingui();
  const comment = useQuery({
    queryKey: routeKey(commentaryRoutes.verseComment, { reference }),
    queryFn: () => callApi(commentaryRoutes.verseComment, { params: { reference } }),
    enabled: opened,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const offline = errorCode(comment.error) === 'network';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        credit === TREASURY_CREDIT ? t`C. H. Spurgeon on ${reference}` : t`Matthew Henry on ${reference}`
      }
      size="lg"
    >
      {comment.data ? (
        <CommentarySections comment={comment.data} />
      ) : comment.error ? (
        <Text role="alert" c={offline ? undefined : 'red'}>
          {offline ? i18n._(OFFLINE_COMMENT) : errorMessage(comment.error, i18n._(FAILED))}
        </Text>
      ) : (
        <Loader role="status" aria-label={t`Loading the comment`} />
      )}
    </Modal>
  );
}

export default withQueryClient(CommentaryModalContent);
