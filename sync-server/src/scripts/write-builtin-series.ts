// Writes src/seed/builtin-series/builtin-series.json from the plan (src/seed/builtin-series/plan):
// the English reflection is the plan's sentences of C. H. Spurgeon's Treasury of David (Psalms) or
// Matthew Henry's Concise Commentary on the day's verse; the verse texts are the WEB's and the
// RV1909's (packages/bible/data). Run once after changing the plan, then review the diff:
//   pnpm --filter @reign/sync-server exec tsx src/scripts/write-builtin-series.ts [shared data dir]
//   ... write-builtin-series.ts [dir] --show Psalms 23:4   (the numbered sentences to pick from)
import { readFileSync, writeFileSync } from 'node:fs';
import { localReference, parseReference } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import type { BuiltinSeries } from '../seed/builtin-series/builtin-series';
import { type PlanDay, SERIES_PLAN } from '../seed/builtin-series/plan';

interface Comment {
  from: number;
  to: number;
  text: string;
}
interface Treasury {
  psalms: { psalm: number; verses: Comment[] }[];
}
interface Henry {
  books: { osis: string; chapters: { sections: Comment[] }[] }[];
}

const args = process.argv.slice(2);
const show = args.indexOf('--show');
const dataDir =
  args[0] && args[0] !== '--show' ? args[0] : new URL('../../../../shared/data', import.meta.url).pathname;
const read = <T>(file: string): T => JSON.parse(readFileSync(`${dataDir}/${file}`, 'utf8')) as T;
const treasury = read<Treasury>('treasury-of-david.json');
const henry = read<Henry>('mhcc-commentary.json');

const CREDIT = {
  treasury: 'C. H. Spurgeon, The Treasury of David',
  henry: 'Matthew Henry, Concise Commentary',
};

/** The comment's sentences, numbered as `--show` prints them; Spurgeon's spaced dashes made even. */
function sentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').replace(/\s*—\s*/g, ' — ');
  return (flat.match(/[^.!?]+[.!?]+["'’”)]*\s*/g) ?? [flat]).map((s) => s.trim());
}

/** The sentences of the comment on the day's verse (the comment whose range holds it). */
function commentOn(day: Pick<PlanDay, 'reference' | 'source'>): string[] {
  const ref = parseReference(day.reference);
  const verse = ref?.verses[0];
  if (!ref || verse === undefined) throw new Error(`not a verse: ${day.reference}`);
  const holds = (c: Comment) => c.from <= verse && c.to >= verse;
  const comment =
    day.source === 'treasury'
      ? treasury.psalms.find((p) => p.psalm === ref.chapter)?.verses.find(holds)
      : henry.books.find((b) => b.osis === ref.book.osis)?.chapters[ref.chapter - 1]?.sections.find(holds);
  if (!comment) throw new Error(`no ${day.source} comment on ${day.reference}`);
  return sentences(comment.text);
}

if (show >= 0) {
  const reference = args.slice(show + 1).join(' ');
  const source = reference.startsWith('Psalm') ? 'treasury' : 'henry';
  for (const [i, s] of commentOn({ reference, source }).entries()) console.log(i, s);
  process.exit(0);
}

function englishReflection(day: PlanDay): string {
  const all = commentOn(day);
  const paragraphs = day.picks.map((picks) =>
    picks
      .map((i) => {
        const s = all[i];
        if (s === undefined) throw new Error(`${day.reference} has no sentence ${i}`);
        return s;
      })
      .join(' '),
  );
  return `${paragraphs.join('\n\n')}\n\n— ${CREDIT[day.source]}`;
}

const [web, rv1909] = await Promise.all([readBible('web'), readBible('rv1909')]);
const verse = (bible: typeof web, reference: string) => {
  const text = bible.lookup(reference)?.text;
  if (!text) throw new Error(`${bible.translation} has no ${reference}`);
  return text;
};

const series: BuiltinSeries[] = SERIES_PLAN.flatMap((plan) => [
  {
    key: plan.key,
    language: 'en' as const,
    ...plan.en,
    days: plan.days.map((day, i) => ({
      dayNumber: i + 1,
      title: day.en.title,
      verseReference: day.reference,
      verse: verse(web, day.reference),
      reflection: englishReflection(day),
    })),
  },
  {
    key: plan.key,
    language: 'es' as const,
    ...plan.es,
    days: plan.days.map((day, i) => ({
      dayNumber: i + 1,
      title: day.es.title,
      verseReference: localReference(day.reference, 'rv1909'),
      verse: verse(rv1909, day.reference),
      reflection: day.es.reflection,
    })),
  },
]);

const out = new URL('../seed/builtin-series/builtin-series.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ series }, null, 2)}\n`);
console.log(`wrote ${series.length} series to ${out.pathname}`);
