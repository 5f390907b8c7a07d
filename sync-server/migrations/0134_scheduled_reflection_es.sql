-- The admin writes the day's reflection in English and in Spanish (issue 51): a Spanish reader gets
-- reflection_es when it is there, else the generated Spanish one. Null: not written.
alter table scheduled_scriptures add column reflection_es text;
