import { readerPathForReference } from '@reign/bible';
import { ReferenceLink } from './ReferenceLink';

/**
 * A scripture reference as a link to the reader at that place ('John 3:16' → /bible/John/3#16);
 * text that is not a reference stays plain text. `prefix` ('— ') goes before it, outside the link.
 */
export function ScriptureLink({ reference, prefix = '' }: { reference: string; prefix?: string }) {
  return <ReferenceLink reference={reference} to={readerPathForReference(reference)} prefix={prefix} />;
}
