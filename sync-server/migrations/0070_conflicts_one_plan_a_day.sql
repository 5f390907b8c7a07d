-- Concurrent writes kept instead of swallowed (docs/sync-protocol.md, 'Conflicts'), and one live
-- plan per user and day held by the database.

-- A conflict: the other version of a row's contested fields (a plan: its whole content), synced
-- like the user's other rows until the person settles it (then a tombstone).
create table sync_conflicts (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  entity text not null check (entity in ('entries', 'goals', 'tasks', 'prayers')),
  row_id uuid not null,
  values jsonb not null,
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index sync_conflicts_user_version_idx on sync_conflicts (user_id, version);
create index sync_conflicts_user_row_idx on sync_conflicts (user_id, row_id);

-- Days that hold two live plans of one user (an import could add a second one): the oldest plan
-- stays; each other plan with different content is kept as a conflict of it (the person chooses,
-- or combines them) and then deleted, with a new version so every device pulls both changes.
with ranked as (
  select id, user_id,
         first_value(id) over (partition by user_id, date order by created_at, id) as keep_id,
         row_number() over (partition by user_id, date order by created_at, id) as n
  from entries
  where deleted_at is null
),
extra as (
  select r.id, r.user_id, r.keep_id from ranked r where r.n > 1
),
bumped as (
  update users u set sync_version = u.sync_version + 1
  where u.id in (select user_id from extra)
  returning u.id, u.sync_version
),
content as (
  select e.id,
         jsonb_build_object(
           'verse', e.verse, 'verseReference', e.verse_reference, 'verseReflection', e.verse_reflection,
           'priorities', e.priorities, 'actionSteps', e.action_steps, 'challenges', e.challenges,
           'encouragement', e.encouragement
         ) || case when jsonb_array_length(e.prayed_for) > 0
                   then jsonb_build_object('prayedFor', e.prayed_for) else '{}'::jsonb end as doc
  from entries e
  where e.id in (select id from extra) or e.id in (select keep_id from extra)
),
kept_as_conflicts as (
  insert into sync_conflicts (id, user_id, entity, row_id, values, version, created_at, updated_at)
  select distinct on (x.keep_id, c.doc)
         gen_random_uuid(), x.user_id, 'entries', x.keep_id, c.doc, b.sync_version, now(), now()
  from extra x
  join content c on c.id = x.id
  join content k on k.id = x.keep_id
  join bumped b on b.id = x.user_id
  where c.doc <> k.doc
  returning id
)
update entries e
set deleted_at = now(), updated_at = now(), version = b.sync_version
from extra x join bumped b on b.id = x.user_id
where e.id = x.id;

create unique index entries_one_live_plan_per_day on entries (user_id, date) where deleted_at is null;
