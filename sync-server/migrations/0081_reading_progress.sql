-- A day of a reading plan read (issue 38). Its id is UUIDv5 of (plan, day), made alike on every
-- device and here, and the table is unique on (plan, day): two devices ticking the same day make one
-- row. Unticking keeps the row as a tombstone; ticking again brings it back.
create table reading_progress (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id uuid not null references reading_plans (id) on delete cascade,
  day integer not null check (day between 1 and 730),
  read_on date not null,
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  unique (plan_id, day)
);
create index reading_progress_user_version_idx on reading_progress (user_id, version);
create index reading_progress_user_read_on_idx on reading_progress (user_id, read_on) where deleted_at is null;
