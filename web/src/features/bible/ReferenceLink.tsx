import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from '../../ui/Link';

/**
 * A scripture reference as a link to the reader at `to` ('/bible/John/3#16'); plain text without
 * one. `prefix` ('— ') goes before it, outside the link. It parses nothing (the day's verse on the
 * first load gets its path from the server: the reference parser and the book list stay off it).
 */
export function ReferenceLink({
  reference,
  to,
  prefix = '',
}: {
  reference: string;
  to: string | null | undefined;
  prefix?: string;
}) {
  const { t } = useLingui();
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
        aria-label={t`Read ${reference} in the Bible`}
      >
        {reference}
      </Anchor>
    </>
  );
}
