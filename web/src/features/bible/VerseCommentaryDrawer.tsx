import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { commentaryRoutes } from '@reign/contract/commentary';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorCode, errorMessage } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { commentaryWords } from '../../i18n/shared/words/bible';
import { usePhone } from '../../ui/use-phone';
import { CommentarySections } from '../commentary';
import { fetchVerseCommentary } from './verse-commentary';

export const COMMENT_NOT_KEPT = msg`You're offline and Matthew Henry's commentary on this book is not on this device. Connect to the internet, or keep the commentary on this device from your Profile.`;

function CommentSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading the comment`}>
      <Skeleton height={16} width="40%" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={14} width={i % 2 ? '88%' : '96%'} />
      ))}
    </Stack>
  );
}

/** Matthew Henry's section(s) on one verse, beside the text: at the side on a wide screen, below on a phone. */
function VerseCommentaryDrawerContent({
  reference,
  opened,
  onClose,
}: {
  /** the verse in English ('John 3:16') */
  reference: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const phone = usePhone();
  const comment = useQuery({
    queryKey: routeKey(commentaryRoutes.commentary, { reference }),
    queryFn: () => fetchVerseCommentary(reference),
    enabled: opened,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const notFound = comment.error instanceof ApiError && comment.error.status === 404;

  let body: ReactNode;
  if (comment.data) {
    body = <CommentarySections comment={comment.data} />;
  } else if (notFound) {
    body = <Text>{i18n._(commentaryWords.noComment)}</Text>;
  } else if (comment.error) {
    const offline = errorCode(comment.error) === 'network';
    body = (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">
          {offline ? i18n._(COMMENT_NOT_KEPT) : errorMessage(comment.error, t`Could not load this comment.`)}
        </Text>
        <Button variant="light" onClick={() => void comment.refetch()}>
          {t`Try again`}
        </Button>
      </Stack>
    );
  } else {
    body = <CommentSkeleton />;
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '75%' : 'md'}
      title={t`Matthew Henry on ${reference}`}
      closeButtonProps={{ 'aria-label': t`Close the comment` }}
    >
      {body}
    </Drawer>
  );
}

export default withQueryClient(VerseCommentaryDrawerContent);
