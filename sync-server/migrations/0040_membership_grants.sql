-- Lifetime memberships the administrator grants or revokes (gifts, refunds, support), each with a
-- reason, who did it and when. users.is_paid_member stays the one flag the guards read; a member
-- with a row in payments became one by card, any other member by a grant.
create table membership_grants (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  action text not null check (action in ('grant', 'revoke')),
  reason text not null check (length(reason) between 1 and 300),
  granted_by integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index membership_grants_user_idx on membership_grants (user_id, created_at desc);
