import { Anchor } from '@mantine/core';
import { Link } from '../../ui/Link';
import { readerPathForReference } from './reader-paths';

/**
 * A scripture reference as a link to the reader at that place ('John 3:16' → /bible/John/3#16);
 * text that is not a reference stays plain text. `prefix` ('— ') goes before it, outside the link.
 */
export function ScriptureLink({ reference, prefix = '' }: { reference: string; prefix?: string }) {
  const to = readerPathForReference(reference);
  if (!to) return <>{`${prefix}${reference}`}</>;
  return (
    <>
      {prefix}
      <Anchor
        component={Link}
        to={to}
        inherit
        c="inherit"
        underline="always"
        aria-label={`Read ${reference} in the Bible`}
      >
        {reference}
      </Anchor>
    </>
  );
}
