-- A series is written in one language (issue 51): a Spanish reader is offered the Spanish series, an
-- English reader the English ones. Series written before were English.
alter table series_topics add column language text not null default 'en' check (language in ('en', 'es'));
create index series_topics_language_idx on series_topics (language, order_index);

-- The built-in series this server has installed, by key and language: the first start installs a
-- missing one once and records it here, so an admin's edits or deletions are never redone. The
-- primary key makes a second server starting at the same time install nothing twice.
create table series_builtin_installs (
  key text not null,
  language text not null,
  installed_at timestamptz not null default now(),
  primary key (key, language)
);
