import { useLingui } from '@lingui/react/macro';
import { Alert, Blockquote, Skeleton, Text } from '@mantine/core';
import { debugRoutes } from '@reign/contract/debug';
import { IconGift } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../../api';
import { ScriptureLink } from '../bible';

type State = { status: 'loading' } | { status: 'ready'; verse: string } | { status: 'missing' };

/** Reads a verse by reference from the public `GET /api/debug/{name}`. */
async function fetchVerse(reference: string): Promise<string> {
  return (await callApi(debugRoutes.debugVerse, { params: { name: reference } })).verse;
}

/** On `/?verse=REF` (where short links land): the shared verse in a small card that can be closed. */
export function SharedVerseCard() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const reference = params.get('verse')?.trim() ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!reference) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchVerse(reference).then(
      (verse) => !cancelled && setState({ status: 'ready', verse }),
      () => !cancelled && setState({ status: 'missing' }),
    );
    return () => {
      cancelled = true;
    };
  }, [reference]);

  if (!reference) return null;
  const dismiss = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('verse');
        return next;
      },
      { replace: true },
    );

  return (
    <Alert
      variant="light"
      color="reign"
      radius="md"
      icon={<IconGift size={20} aria-hidden="true" />}
      title={t`Shared with you: ${reference}`}
      withCloseButton
      closeButtonLabel={t`Dismiss shared verse`}
      onClose={dismiss}
      aria-label={t`Shared verse`}
    >
      {state.status === 'loading' && (
        <Skeleton height={16} width="80%" aria-label={t`Loading the shared verse`} />
      )}
      {state.status === 'ready' && (
        <Blockquote color="reign" p="sm" mt={4} cite={<ScriptureLink reference={reference} prefix="— " />}>
          {state.verse}
        </Blockquote>
      )}
      {state.status === 'missing' && (
        <Text size="sm">{t`Someone shared this verse with you. Open your Bible to ${reference} and read it today.`}</Text>
      )}
    </Alert>
  );
}
