-- Deleting an account (docs/decisions.md 'Deleting an account'): its requests shared with circles
-- and its 'I prayed' taps become tombstones first, and the tombstones must outlive the account so
-- every member's device still learns at its next pull that they are gone. The account's id leaves
-- them (set null); live rows never lose it, as they are tombstoned before the account goes.
alter table circle_prayers alter column asker_id drop not null;
alter table circle_prayers drop constraint circle_prayers_asker_id_fkey;
alter table circle_prayers
  add constraint circle_prayers_asker_id_fkey foreign key (asker_id) references users (id) on delete set null;

alter table circle_prayer_marks alter column user_id drop not null;
alter table circle_prayer_marks drop constraint circle_prayer_marks_user_id_fkey;
alter table circle_prayer_marks
  add constraint circle_prayer_marks_user_id_fkey foreign key (user_id) references users (id) on delete set null;
