-- The church prayer wall (issue 52): one wall for everyone on the server, moderated by its
-- administrator. Server-only data (read through REST, never synced to devices).

-- The wall's one settings row: closed until the administrator opens it.
create table prayer_wall_settings (
  id boolean primary key default true check (id),
  open boolean not null default false,
  expiry_days integer not null default 14 check (expiry_days between 1 and 90),
  updated_at timestamptz not null default now()
);
insert into prayer_wall_settings (id) values (true);

-- A member's request. status is the moderator's word (pending, approved, rejected, removed);
-- expires_at = approved_at + the days set then. author_id never reaches other members; a deleted
-- request keeps its row (deleted_at) so the day's bound (WALL_LIMITS.requestsPerDay) still counts it.
create table prayer_wall_requests (
  id uuid primary key,
  author_id integer not null references users (id) on delete cascade,
  anonymous boolean not null,
  title text not null,
  details text,
  status text not null check (status in ('pending', 'approved', 'rejected', 'removed')),
  created_at timestamptz not null,
  approved_at timestamptz,
  expires_at timestamptz,
  deleted_at timestamptz
);
create index prayer_wall_requests_author_idx on prayer_wall_requests (author_id, created_at);
create index prayer_wall_requests_status_idx on prayer_wall_requests (status, expires_at) where deleted_at is null;

-- One report per person per request, ever; cleared_at is set when the moderator keeps the request.
-- A request with a report not cleared is hidden from the wall.
create table prayer_wall_reports (
  request_id uuid not null references prayer_wall_requests (id) on delete cascade,
  reporter_id integer not null references users (id) on delete cascade,
  reason text,
  reported_at timestamptz not null,
  cleared_at timestamptz,
  primary key (request_id, reporter_id)
);
create index prayer_wall_reports_reporter_idx on prayer_wall_reports (reporter_id, reported_at);
create index prayer_wall_reports_open_idx on prayer_wall_reports (request_id) where cleared_at is null;

-- Each 'I prayed' on the wall: one row per tap.
create table prayer_wall_prayed (
  id uuid primary key,
  request_id uuid not null references prayer_wall_requests (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  prayed_at timestamptz not null
);
create index prayer_wall_prayed_request_idx on prayer_wall_prayed (request_id);
create index prayer_wall_prayed_user_idx on prayer_wall_prayed (user_id, prayed_at);
