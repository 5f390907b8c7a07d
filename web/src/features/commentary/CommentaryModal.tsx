import { Loader, Modal, Text } from '@mantine/core';
import { commentaryRoutes } from '@reign/contract/commentary';
import { useQuery } from '@tanstack/react-query';
import { callApi, errorCode, errorMessage } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { CommentarySections } from './CommentarySections';

export const OFFLINE_COMMENT = 'This comment needs a connection.';
const FAILED = 'Could not load this comment. Please try again.';

export interface CommentaryModalProps {
  reference: string;
  opened: boolean;
  onClose: () => void;
}

/** Matthew Henry's whole section(s) on a passage, loaded from the server when opened. */
function CommentaryModalContent({ reference, opened, onClose }: CommentaryModalProps) {
  const comment = useQuery({
    queryKey: routeKey(commentaryRoutes.commentary, { reference }),
    queryFn: () => callApi(commentaryRoutes.commentary, { params: { reference } }),
    enabled: opened,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const offline = errorCode(comment.error) === 'network';
  return (
    <Modal opened={opened} onClose={onClose} title={`Matthew Henry on ${reference}`} size="lg">
      {comment.data ? (
        <CommentarySections comment={comment.data} />
      ) : comment.error ? (
        <Text role="alert" c={offline ? undefined : 'red'}>
          {offline ? OFFLINE_COMMENT : errorMessage(comment.error, FAILED)}
        </Text>
      ) : (
        <Loader role="status" aria-label="Loading the comment" />
      )}
    </Modal>
  );
}

export default withQueryClient(CommentaryModalContent);
