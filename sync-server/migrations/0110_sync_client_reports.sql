-- What each device last reported of its own outbox with its pull (issue 50, 'A wipe is told'): the
-- changes waiting on it and since when, its browser (User-Agent) and when it was last heard from;
-- and when the person was told that those changes never arrived (once).
alter table sync_clients
  add column waiting integer not null default 0,
  add column waiting_since timestamptz,
  add column user_agent text,
  add column seen_at timestamptz,
  add column lost_told_at timestamptz;
