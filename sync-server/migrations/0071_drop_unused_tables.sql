-- Tables of the original spec that nothing ever wrote or read (docs/decisions.md, 'Nothing lost'):
-- courses with their sections, modules, enrollments and progress; daily task suggestions; referral
-- reward definitions (referrals are paid by the rules of packages/domain, issue 16). No person's data
-- is in them: no route, service or job ever inserted a row.
drop table if exists user_module_progress;
drop table if exists user_course_enrollments;
drop table if exists course_modules;
drop table if exists course_sections;
drop table if exists courses;
drop table if exists daily_task_suggestions;
drop table if exists referral_rewards;
