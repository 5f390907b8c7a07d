-- Gathering mode (issue 52): a circle's live meeting, one row a circle. The leader's moves bump seq;
-- followers' event streams read it (polling: no LISTEN/NOTIFY, so any process of the server can
-- serve any follower). Not a synced row: nothing of it is kept on devices.
create table circle_gatherings (
  circle_id uuid primary key references circles (id) on delete cascade,
  live boolean not null default false,
  osis text,
  chapter integer,
  verse integer,
  leader_id integer references users (id) on delete set null,
  seq bigint not null default 0,
  updated_at timestamptz not null
);
