-- The days on which a user read a day of a reading plan and the server received the tick in time
-- (packages/domain fair-points.ts planEarns, as for earning_plan_days: at most 7 days after the date
-- read, not dated in the future or before the account existed, never through an import). The streak
-- achievements count them beside the earning plan days (docs/decisions.md 'Streaks').
create table earning_reading_days (
  user_id integer not null references users (id) on delete cascade,
  date date not null,
  received_at timestamptz not null default now(),
  primary key (user_id, date)
);

-- days read before this migration: a live row's updated_at is when the server received its date
-- (Central days, as the plans' first earning days were; an import then cannot be told apart)
insert into earning_reading_days (user_id, date, received_at)
select distinct on (r.user_id, r.read_on) r.user_id, r.read_on, r.updated_at
from reading_progress r join users u on u.id = r.user_id
where r.deleted_at is null
  and r.read_on <= (r.updated_at at time zone 'America/Chicago')::date
  and r.read_on >= (r.updated_at at time zone 'America/Chicago')::date - 7
  and r.read_on >= (u.created_at at time zone 'America/Chicago')::date
order by r.user_id, r.read_on, r.updated_at;
