-- Password reset: wrong tries against the current code (the code itself is stored as an HMAC).
alter table users add column reset_code_attempts integer not null default 0;
