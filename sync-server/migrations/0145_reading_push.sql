-- The circle's reading of the day (issue 52): told at the morning reminder's time on the devices that
-- get it, for each circle reading a plan whose day the person has not read yet, unless turned off.
alter table reminder_settings add column reading_push boolean not null default true;
