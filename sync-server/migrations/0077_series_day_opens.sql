-- One series day per calendar day: completing day N sets when day N+1 opens (the next Central date);
-- null means the current day is open (a new or restarted series, a finished one, and every row before).
alter table user_series_progress add column current_day_opens_on date;
