-- Reading plans (issue 38): a plan one user started, synced like prayer requests (a UUIDv7 made on
-- the device, a per-user version for the pull cursor, soft deletes as tombstones). Which day reads
-- what is generated from the plan key (and custom books and days) by @reign/bible, never stored.
create table reading_plans (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_key text not null
    check (plan_key in ('bible-in-a-year', 'new-testament-90', 'psalms-proverbs-31', 'gospels-30', 'custom')),
  custom_books jsonb not null default '[]',
  custom_days integer check (custom_days is null or custom_days between 1 and 730),
  start_date date not null,
  catch_up_from date,
  catch_up_days jsonb not null default '[]',
  status text not null default 'active' check (status in ('active', 'stopped')),
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index reading_plans_user_idx on reading_plans (user_id, created_at);
create index reading_plans_user_version_idx on reading_plans (user_id, version);
