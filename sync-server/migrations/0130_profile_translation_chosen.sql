-- The profile's Bible translation is the one the member chose, or null: never chosen, so the
-- language decides (Spanish: the RV1909, English: the WEB; issue 51). Until now 'web' was both the
-- default and a choice; a stored 'web' is taken as not chosen (an English reader sees the WEB all
-- the same). Each profile changed gets a new sync version, so devices pull the change.
alter table user_profiles alter column bible_translation drop not null;
alter table user_profiles alter column bible_translation drop default;

with bumped as (
  update users u set sync_version = u.sync_version + 1
  from user_profiles p
  where p.user_id = u.id and p.bible_translation = 'web'
  returning u.id, u.sync_version
)
update user_profiles p
set bible_translation = null, version = b.sync_version
from bumped b
where p.user_id = b.id;
