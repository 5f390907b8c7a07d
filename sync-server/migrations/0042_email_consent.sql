-- 'Send me occasional news by e-mail': off until the person turns it on (at registration or in the
-- profile); the SendFox export sends only those who did. The time of the last change is kept.
alter table users
  add column email_consent boolean not null default false,
  add column email_consent_at timestamptz;
