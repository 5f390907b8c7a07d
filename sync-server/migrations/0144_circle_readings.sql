-- Reading together (issue 52): the plan a circle reads, its members' days read and their notes on a
-- day's reading. Each table carries circle_id and the circle's version (circles.version), as the
-- circle's other rows do (0136, 0137), so they reach members through the circle's pull and can be
-- distributed by circle. A person's rows outlive their account as tombstones (user_id set null, as 0141).

create table circle_readings (
  circle_id uuid not null references circles (id) on delete cascade,
  id uuid not null,
  plan_key text not null,
  custom_books text[] not null default '{}',
  custom_days integer,
  start_date date not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted_at timestamptz,
  primary key (circle_id, id)
);
create index circle_readings_version_idx on circle_readings (circle_id, version);

-- A member read a day; id is circleReadId(reading, day, user), so a day read twice is one row.
create table circle_reading_marks (
  circle_id uuid not null references circles (id) on delete cascade,
  id uuid not null,
  reading_id uuid not null,
  day integer not null,
  user_id integer references users (id) on delete set null,
  read_at timestamptz not null,
  version bigint not null,
  deleted_at timestamptz,
  primary key (circle_id, id)
);
create index circle_reading_marks_version_idx on circle_reading_marks (circle_id, version);
-- the person's marks of the last 24 hours (CIRCLE_LIMITS.readsPerDay), and their circles when they go
create index circle_reading_marks_user_idx on circle_reading_marks (user_id, read_at);

create table circle_reading_notes (
  circle_id uuid not null references circles (id) on delete cascade,
  id uuid not null,
  reading_id uuid not null,
  day integer not null,
  user_id integer references users (id) on delete set null,
  body text not null,
  created_at timestamptz not null,
  version bigint not null,
  deleted_at timestamptz,
  primary key (circle_id, id)
);
create index circle_reading_notes_version_idx on circle_reading_notes (circle_id, version);
create index circle_reading_notes_user_idx on circle_reading_notes (user_id, created_at);
