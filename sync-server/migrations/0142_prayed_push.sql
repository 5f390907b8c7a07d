-- 'Ana prayed for you' (issue 52): told on the devices that get the morning reminder, unless the
-- person turns it off (Profile, Morning reminder).
alter table reminder_settings add column prayed_push boolean not null default true;
