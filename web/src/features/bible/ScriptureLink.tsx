import { readerPathForReference } from '@reign/bible';
import { ReferenceLink } from './ReferenceLink';

/**
 * A scripture reference as a link to the reader at that place ('John 3:16' → /bible/John/3#16);
 * text that is not a reference stays plain text. `prefix` ('— ') goes before it, outside the link.
 */
export function ScriptureLink({
  reference,
  label = reference,
  prefix = '',
}: {
  reference: string;
  /** the reference as shown, when not as written ('Salmos 23:1' for 'Psalm 23:1') */
  label?: string;
  prefix?: string;
}) {
  return <ReferenceLink reference={label} to={readerPathForReference(reference)} prefix={prefix} />;
}
