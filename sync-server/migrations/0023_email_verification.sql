-- Confirmed e-mail addresses (issue 16): a reset code goes only to an address its owner confirmed
-- with a mailed code. Addresses from before are unconfirmed until their owners confirm them.
alter table users add column email_verified_at timestamptz;
alter table users add column email_code text;
alter table users add column email_code_expires timestamptz;
alter table users add column email_code_attempts integer not null default 0;
