-- The first administrator (issue 16). A new installation has none until the operator claims it:
-- while user id 1 is missing, each server start prints a one-time setup link whose token is kept
-- here only as a keyed hash; /setup?token=… creates user id 1 and the tokens are removed.
create table admin_setup_tokens (
  token_hash text primary key,
  created_at timestamptz not null default now()
);

-- Ordinary sign-ups start at user id 2: id 1 waits for the administrator. The sequence never moves
-- back (ids of removed accounts are not given out again).
do $$
declare
  seq text := pg_get_serial_sequence('users', 'id');
  last_id bigint;
  called boolean;
begin
  execute format('select last_value, is_called from %s', seq) into last_id, called;
  perform setval(
    seq,
    greatest(case when called then last_id else last_id - 1 end, (select coalesce(max(id), 0) from users), 1),
    true);
end $$;
