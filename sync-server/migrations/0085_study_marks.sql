-- Study marks in the Bible reader (issue 38): highlights, notes and bookmarks, synced like prayer
-- requests (client ids, a per-user version for the pull cursor, soft deletes as tombstones).
-- A highlight's and a bookmark's id is UUIDv5 of its verse and user (one row per verse); a
-- removed one is made again under the same id. Owner-only. Books are OSIS ids; whether the verse
-- exists is checked by the service (@reign/bible's counts).
create table highlights (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  book text not null check (char_length(book) between 1 and 16),
  chapter integer not null check (chapter between 1 and 200),
  verse integer not null check (verse between 1 and 200),
  colour text not null check (colour in ('yellow', 'green', 'blue', 'pink', 'purple')),
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index highlights_user_verse_idx on highlights (user_id, book, chapter, verse);
create index highlights_user_version_idx on highlights (user_id, version);

create table bookmarks (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  book text not null check (char_length(book) between 1 and 16),
  chapter integer not null check (chapter between 1 and 200),
  verse integer not null check (verse between 1 and 200),
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index bookmarks_user_verse_idx on bookmarks (user_id, book, chapter, verse);
create index bookmarks_user_version_idx on bookmarks (user_id, version);

create table study_notes (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  book text not null check (char_length(book) between 1 and 16),
  chapter integer not null check (chapter between 1 and 200),
  verse_start integer not null check (verse_start between 1 and 200),
  verse_end integer not null check (verse_end between verse_start and 200),
  text text not null check (char_length(text) between 1 and 10000),
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index study_notes_user_idx on study_notes (user_id, created_at);
create index study_notes_user_version_idx on study_notes (user_id, version);

-- A note's text edited on two devices is kept as a conflict too.
alter table sync_conflicts drop constraint sync_conflicts_entity_check;
alter table sync_conflicts add constraint sync_conflicts_entity_check
  check (entity in ('entries', 'goals', 'tasks', 'prayers', 'notes'));
