-- Issue 20: the prayer requests a daily plan prayed for, as [{id, title}] (the title as it was
-- that day, so History still names a request renamed or deleted later). Empty for older plans.
alter table entries add column prayed_for jsonb not null default '[]'::jsonb;
