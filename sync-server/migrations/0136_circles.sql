-- Circles (issue 52): groups whose members pray and read together. Built to be distributed by circle
-- later (Citus): every row a circle owns carries circle_id; ids are UUIDs, never sequences; and a
-- circle has its own version counter, as a user has sync_version. Every write to a circle's rows
-- first bumps circles.version (which also locks the circle's row, so its writes commit in version
-- order), and every row it changes takes that version: the circle's pull reads 'rows of circle C
-- with version > N'. Tombstones are deleted_at, as in the per-user synced tables. The circle's own
-- row carries the counter itself, so it is in every pull that finds anything new.

create table circles (
  id uuid primary key,
  name text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 1,
  deleted_at timestamptz,
  constraint circles_name_length check (char_length(name) between 1 and 60)
);

-- A member's row stays after they leave or are removed (left_at, and deleted_at for the pull), so a
-- former member is told apart from an outsider and may come back by a newer invitation.
create table circle_members (
  circle_id uuid not null references circles (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  role text not null,
  joined_at timestamptz not null default now(),
  left_at timestamptz,
  version bigint not null,
  deleted_at timestamptz,
  primary key (circle_id, user_id),
  constraint circle_members_role check (role in ('leader', 'member'))
);
-- the circles one person is in (their list, and CIRCLE_LIMITS.circlesPerPerson)
create index circle_members_user_idx on circle_members (user_id) where left_at is null;
create index circle_members_version_idx on circle_members (circle_id, version);

-- Only SHA-256 hashes of an invitation's code and token are kept. Their unique indexes make every
-- code and token one invitation's (distributed by circle, they become a lookup table of their own).
create table circle_invites (
  id uuid not null,
  circle_id uuid not null references circles (id) on delete cascade,
  code_hash text not null,
  token_hash text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  uses integer not null default 0 check (uses >= 0),
  version bigint not null,
  primary key (circle_id, id)
);
create unique index circle_invites_code_hash_key on circle_invites (code_hash);
create unique index circle_invites_token_hash_key on circle_invites (token_hash);
