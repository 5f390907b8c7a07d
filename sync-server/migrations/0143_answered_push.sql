-- 'An answered prayer in Home group' (issue 52): told to the circle's members on the devices that
-- get the morning reminder, unless they turn it off (Profile, Morning reminder).
alter table reminder_settings add column answered_push boolean not null default true;
