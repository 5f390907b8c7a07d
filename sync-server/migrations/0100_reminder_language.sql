-- The language of the device a person set their morning reminder up on (its request's: the
-- reign-lang cookie, else Accept-Language): the reminder's words when they never chose one in the
-- profile (issue 39). Null for reminders set up before: English.
alter table reminder_settings add column language text;
