-- Setup links expire (issue 40): a token printed at start works for 24 hours, no longer until it is
-- used; the next start after that prints a new one. Tokens made before this keep 24 hours from
-- when they were made.
alter table admin_setup_tokens add column expires_at timestamptz;
update admin_setup_tokens set expires_at = created_at + interval '24 hours';
alter table admin_setup_tokens alter column expires_at set not null;
