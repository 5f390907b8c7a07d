-- Fair points (issue 16): only real use earns. The rules are in packages/domain/src/fair-points.ts.

-- The Central days on which a user saved a plan that earns: received at most 7 days after its date,
-- not dated in the future or before the account existed, and not imported. Streaks, streak
-- achievements and referral activity count these days only.
create table earning_plan_days (
  user_id integer not null references users (id) on delete cascade,
  date date not null,
  entry_id uuid not null,
  received_at timestamptz not null default now(),
  primary key (user_id, date)
);

-- plans saved before this migration: entries.created_at is when the server received them
insert into earning_plan_days (user_id, date, entry_id, received_at)
select distinct on (e.user_id, e.date) e.user_id, e.date, e.id, e.created_at
from entries e join users u on u.id = e.user_id
where e.deleted_at is null
  and e.date <= (e.created_at at time zone 'America/Chicago')::date
  and e.date >= (e.created_at at time zone 'America/Chicago')::date - 7
  and e.date >= (u.created_at at time zone 'America/Chicago')::date
order by e.user_id, e.date, e.created_at;

-- A share counts (points, share achievements) when it is one of the first few of its Central day
-- and a verse the user had not shared before. sharer_address is a keyed hash of the address the
-- share came from, so the sharer opening their own link is not counted as a click.
alter table scripture_shares add column counted boolean not null default false;
alter table scripture_shares add column verse_key text;
alter table scripture_shares add column sharer_address text;
update scripture_shares set counted = points_earned > 0, verse_key = lower(trim(verse_reference));
create index scripture_shares_counted_idx on scripture_shares (user_id, verse_key) where counted;

-- Referrals are paid when the friend becomes active, not at sign-up: one row per referred account.
-- address is a keyed hash of the sign-up's address (never the address itself).
create table referrals (
  referred_id integer primary key references users (id) on delete cascade,
  referrer_id integer not null references users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'paid', 'refused')),
  refusal text check (refusal in ('self_referral', 'same_address')),
  address text,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index referrals_referrer_idx on referrals (referrer_id, created_at desc);

insert into referrals (referred_id, referrer_id, status, created_at, paid_at)
select u.id, u.referred_by, case when l.id is null then 'pending' else 'paid' end, u.created_at, l.created_at
from users u left join points_ledger l on l.source_key = 'referral:' || u.id
where u.referred_by is not null;

-- The addresses (keyed hashes) an account signed up or signed in from in the last 30 days: a
-- sign-up from one of them with this account's code is a self-referral.
create table account_addresses (
  user_id integer not null references users (id) on delete cascade,
  address text not null,
  last_seen timestamptz not null default now(),
  primary key (user_id, address)
);
create index account_addresses_last_seen_idx on account_addresses (last_seen);

-- what earned or spent each point, in words, for the admin's ledger view
alter table points_ledger add column note text;
