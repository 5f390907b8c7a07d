-- The hourly sweep of unused uploads (modules/uploads/upload-sweep-job.ts) is a job like the
-- reminders: one row, claimed by one process at a time, moved an hour on after each run.
insert into jobs (kind, key, run_at) values ('upload-sweep', 'hourly', now())
on conflict (kind, key) do nothing;
