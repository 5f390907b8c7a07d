-- Push limits (issue 40): at most ten devices per account, and one reminder per device per day.
-- last_reminded_on is the day (on the account's reminder clock) the device was last sent the
-- reminder; moving the reminder time again the same day sends nothing more to it.
alter table push_subscriptions add column last_reminded_on date;

-- Accounts that registered more than ten devices keep their ten most recently registered.
delete from push_subscriptions
where id in (
  select id from (
    select id, row_number() over (partition by user_id order by updated_at desc, id desc) as place
    from push_subscriptions
  ) ranked
  where place > 10
);
