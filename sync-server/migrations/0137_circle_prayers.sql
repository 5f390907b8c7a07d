-- Praying for each other in circles (issue 52). A request stays in its asker's journal
-- (prayer_requests, the person's own rows); sharing it puts a copy into the circle's rows, which
-- reach members through the circle's pull. Both circle tables carry circle_id and the circle's
-- version (circles.version), as circle_members does (0136), so they can be distributed by circle.

-- where the asker's request is shared (null: private), and when it was last shared (the day's bound,
-- CIRCLE_LIMITS.sharedPerDay, counted within the account)
alter table prayer_requests
  add column shared_circle_id uuid,
  add column shared_anonymously boolean not null default false,
  add column shared_at timestamptz;
create index prayer_requests_shared_at_idx on prayer_requests (user_id, shared_at) where shared_at is not null;

-- A shared request as its circle holds it: id is the request's own. asker_id never leaves the
-- server (the pull says `mine` to the asker and names them only when not anonymous).
create table circle_prayers (
  circle_id uuid not null references circles (id) on delete cascade,
  id uuid not null,
  asker_id integer not null references users (id) on delete cascade,
  anonymous boolean not null,
  title text not null,
  details text,
  for_whom text,
  category text not null,
  status text not null,
  answered_at date,
  testimony text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted_at timestamptz,
  primary key (circle_id, id)
);
create index circle_prayers_version_idx on circle_prayers (circle_id, version);
-- a member's live copies (leaving takes them out), and the circle's count (CIRCLE_LIMITS.prayersPerCircle)
create index circle_prayers_asker_idx on circle_prayers (circle_id, asker_id) where deleted_at is null;

-- Each 'I prayed': its id is made on the device (the same id again is the same tap).
create table circle_prayer_marks (
  circle_id uuid not null references circles (id) on delete cascade,
  id uuid not null,
  prayer_id uuid not null,
  user_id integer not null references users (id) on delete cascade,
  prayed_at timestamptz not null,
  version bigint not null,
  deleted_at timestamptz,
  primary key (circle_id, id)
);
create index circle_prayer_marks_version_idx on circle_prayer_marks (circle_id, version);
create index circle_prayer_marks_prayer_idx on circle_prayer_marks (circle_id, prayer_id) where deleted_at is null;
-- the person's taps of the last 24 hours (CIRCLE_LIMITS.prayedPerDay), in all their circles
create index circle_prayer_marks_user_idx on circle_prayer_marks (user_id, prayed_at);
