-- The translation a plan's verse was shown in when it was saved (issue 51): the completion card, the
-- day's image, the saved day, History and the archive credit it. Null: a plan saved before (not known).
alter table entries add column verse_translation text
  constraint entries_verse_translation_known check (verse_translation in ('web', 'kjv', 'rv1909'));
