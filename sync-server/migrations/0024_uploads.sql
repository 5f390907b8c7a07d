-- Every uploaded file (issue 16), so one that nothing refers to (its scripture or giveaway deleted,
-- or never saved) is removed after a day. Files uploaded before this migration are not listed here
-- and stay.
create table uploads (
  url text primary key,
  created_at timestamptz not null default now()
);
create index uploads_created_at_idx on uploads (created_at);
