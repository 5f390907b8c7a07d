import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader, Modal, Text } from '@mantine/core';
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
  opened: boolean;
  onClose: () => void;
}

/** Matthew Henry's whole section(s) on a passage, loaded from the server when opened. */
function CommentaryModalContent({ reference, opened, onClose }: CommentaryModalProps) {
  const { t, i18n } = useLingui();
  const comment = useQuery({
    queryKey: routeKey(commentaryRoutes.commentary, { reference }),
    queryFn: () => callApi(commentaryRoutes.commentary, { params: { reference } }),
    enabled: opened,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const offline = errorCode(comment.error) === 'network';
  return (
    <Modal opened={opened} onClose={onClose} title={t`Matthew Henry on ${reference}`} size="lg">
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
