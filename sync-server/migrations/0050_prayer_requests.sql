-- The prayer journal (issue 20): one user's prayer requests, synced like goals and tasks (client
-- UUIDs, a per-user version for the pull cursor, soft deletes as tombstones). Owner-only.
create table prayer_requests (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120),
  details text check (details is null or char_length(details) <= 2000),
  for_whom text check (for_whom is null or char_length(for_whom) <= 120),
  category text not null default 'spiritual'
    check (category in ('spiritual', 'personal', 'professional', 'health', 'relationships')),
  status text not null default 'active' check (status in ('active', 'answered', 'archived')),
  answered_at date,
  testimony text check (testimony is null or char_length(testimony) <= 2000),
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index prayer_requests_user_idx on prayer_requests (user_id, created_at);
create index prayer_requests_user_version_idx on prayer_requests (user_id, version);
