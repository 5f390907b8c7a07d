-- A completed series stays completed when restarted: how many times it was finished and when last.
-- completed_at still means "the current run is finished"; these two outlive a restart.
alter table user_series_progress
  add column times_completed integer not null default 0,
  add column last_completed_at timestamptz;
update user_series_progress set times_completed = 1, last_completed_at = completed_at where completed_at is not null;
