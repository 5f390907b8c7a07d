-- The language of the app's words a member chose (the header's switch or the profile): one of the
-- ids of packages/contract/src/language-list.ts, null until chosen (the browser's language is used).
-- Synced with the profile; guests keep theirs on the device (and the reign-lang cookie).
alter table user_profiles add column language text
  constraint user_profiles_language_known check (language in ('en', 'es'));
