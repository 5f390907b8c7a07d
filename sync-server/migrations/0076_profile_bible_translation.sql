-- The Bible translation a member reads (the day's verse, the wizard, shares): one of the ids of
-- packages/contract/src/translation-list.ts, WEB until they choose. Synced with the profile.
alter table user_profiles add column bible_translation text not null default 'web'
  constraint user_profiles_bible_translation_known check (bible_translation in ('web', 'kjv', 'rv1909'));
