-- Which device a conflict's other version came from (the conflict dialog names it): the label the
-- push carried ({ "browser": "Chrome", "system": "Android" }) and the pushing client's id. Null: not
-- known (a conflict kept before, a build that sent no label, a write outside sync).
alter table sync_conflicts add column device jsonb, add column client_id text;
