-- One account import per user at a time (issue 16): the running import holds its user's row here;
-- a row older than the longest an import may take is stale (a process that died) and is taken over.
create table account_imports (
  user_id integer primary key references users (id) on delete cascade,
  token uuid not null,
  started_at timestamptz not null default now()
);
