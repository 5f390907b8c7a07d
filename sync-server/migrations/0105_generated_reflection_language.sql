-- A kept AI reflection is per verse and language (issue 39): a Spanish reader's is written in Spanish.
alter table generated_reflections add column language text not null default 'en';
alter table generated_reflections drop constraint generated_reflections_pkey;
alter table generated_reflections add primary key (reference_key, language);
