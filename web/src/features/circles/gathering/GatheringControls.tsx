import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, NumberInput } from '@mantine/core';
import { BOOKS, chaptersIn, localBookName } from '@reign/bible';
import type { Gathering, GatheringBody } from '@reign/contract/circle-gatherings';
import { useState } from 'react';

/**
 * A leader's choice of what everyone follows: a book and chapter to show, the chapters either side,
 * and the end of the gathering. `show` moves everyone's page; `end` ends it for all.
 */
export function GatheringControls({
  gathering,
  show,
  end,
  busy,
}: {
  gathering: Gathering | null;
  show: (to: GatheringBody) => void;
  end: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const translation = i18n.locale.startsWith('es') ? 'rv1909' : 'web';
  const [osis, setOsis] = useState(gathering?.osis ?? 'John');
  const [chapter, setChapter] = useState<number>(gathering?.chapter ?? 1);
  const last = chaptersIn(osis);
  const live = gathering?.live === true;
  const here = live && gathering.osis ? { osis: gathering.osis, chapter: gathering.chapter ?? 1 } : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        show({ osis, chapter: Math.min(Math.max(1, chapter), last), verse: null });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t`Book`}
          value={osis}
          onChange={(e) => {
            setOsis(e.currentTarget.value);
            setChapter(1);
          }}
          data={BOOKS.map((b) => ({ value: b.osis, label: localBookName(b.name, translation) }))}
        />
        <NumberInput
          label={t`Chapter`}
          value={chapter}
          min={1}
          max={last}
          onChange={(v) => setChapter(typeof v === 'number' ? v : 1)}
          w={100}
        />
        <Button type="submit" loading={busy}>
          {live ? t`Show this passage` : t`Start the gathering`}
        </Button>
        {here && (
          <>
            <Button
              variant="default"
              disabled={here.chapter <= 1}
              onClick={() => show({ osis: here.osis, chapter: here.chapter - 1, verse: null })}
            >
              {t`Previous chapter`}
            </Button>
            <Button
              variant="default"
              disabled={here.chapter >= chaptersIn(here.osis)}
              onClick={() => show({ osis: here.osis, chapter: here.chapter + 1, verse: null })}
            >
              {t`Next chapter`}
            </Button>
            <Button color="red" variant="light" onClick={end}>
              {t`End the gathering`}
            </Button>
          </>
        )}
      </Group>
    </form>
  );
}
