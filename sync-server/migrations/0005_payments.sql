-- Lifetime membership by card. payment_intents: the Stripe PaymentIntents made for a user (so an
-- open one is reused). payments: one row per PaymentIntent that upgraded a user; its primary key is
-- what makes the browser's call and the webhook upgrade exactly once together.
create table payment_intents (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  amount integer not null,
  currency text not null,
  status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_intents_user_idx on payment_intents (user_id, created_at desc);

create table payments (
  payment_intent_id text primary key,
  user_id integer not null references users (id) on delete cascade,
  amount integer not null check (amount > 0),
  currency text not null,
  source text not null check (source in ('browser', 'webhook')),
  paid_at timestamptz not null default now()
);
create index payments_user_idx on payments (user_id);
