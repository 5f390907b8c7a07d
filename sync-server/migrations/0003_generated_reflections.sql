-- Reflections written by the AI helper, kept so the same verse is never generated twice.
create table generated_reflections (
  reference_key text primary key,
  reference text not null,
  reflection text not null,
  created_at timestamptz not null default now()
);
