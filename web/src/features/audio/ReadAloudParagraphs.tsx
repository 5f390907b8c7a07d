import type { ReactNode } from 'react';
import { Paragraphs } from '../../ui/Paragraphs';
import { usePlayerStore } from './player-store';

/** `paragraph` with `sentence` marked as the one being read aloud, where it is in it. */
export function markSpoken(paragraph: string, sentence: string | null): ReactNode {
  const at = sentence ? paragraph.indexOf(sentence) : -1;
  if (!sentence || at === -1) return paragraph;
  return (
    <>
      {paragraph.slice(0, at)}
      <mark
        aria-current="true"
        data-spoken=""
        style={{ background: 'var(--mantine-color-yellow-light)', color: 'inherit', borderRadius: 3 }}
      >
        {sentence}
      </mark>
      {paragraph.slice(at + sentence.length)}
    </>
  );
}

/** A reflection in paragraphs (ui/Paragraphs) whose sentence being read aloud is highlighted. */
export function ReadAloudParagraphs({ text }: { text: string }) {
  const spoken = usePlayerStore((s) =>
    s.spoken && s.state !== 'idle' && s.track?.text.includes(text.trim()) ? s.spoken : null,
  );
  return <Paragraphs text={text} render={spoken ? (p) => markSpoken(p, spoken) : undefined} />;
}
