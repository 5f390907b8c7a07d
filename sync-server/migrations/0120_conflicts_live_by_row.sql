-- Versions kept for review are bounded (docs/decisions.md, 'Versions kept per row'): a contested
-- write reads the live conflicts of its row and counts the account's live ones through these
-- indexes, never the settled ones (tombstones kept for the pull), so its cost does not grow with
-- them (the count went through (user_id, version) and read every tombstone of the account).
create index sync_conflicts_live_row_idx on sync_conflicts (user_id, entity, row_id) where deleted_at is null;
create index sync_conflicts_live_user_idx on sync_conflicts (user_id) where deleted_at is null;
drop index sync_conflicts_user_row_idx;
