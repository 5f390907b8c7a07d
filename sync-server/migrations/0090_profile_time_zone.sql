-- The IANA time zone a member's day turns in (issue 39): null until they choose, read as
-- America/Chicago. Checked against the runtime's zones by the contract; synced with the profile.
alter table user_profiles add column time_zone text
  constraint user_profiles_time_zone_length check (time_zone is null or length(time_zone) between 1 and 64);
