-- Sync bookkeeping: each client's last processed outbox seq per user, and the stored result of every
-- processed mutation so a replayed seq answers what it answered the first time.

create table sync_clients (
  user_id integer not null references users (id) on delete cascade,
  client_id text not null,
  last_seq bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (user_id, client_id)
);

create table sync_mutation_results (
  user_id integer not null,
  client_id text not null,
  seq bigint not null,
  mutation_id uuid not null,
  name text not null,
  status text not null check (status in ('applied', 'rejected')),
  error jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, client_id, seq),
  foreign key (user_id, client_id) references sync_clients (user_id, client_id) on delete cascade
);
create index sync_mutation_results_created_idx on sync_mutation_results (created_at);

create index user_profiles_version_idx on user_profiles (user_id, version);
