-- Which new browser was told of another device's lost changes: should that pull's answer be lost on
-- the way (the page moved on), the same browser asking again is told again (client-repository.ts).
alter table sync_clients add column lost_told_to text;
