-- A number per user that every token carries: raising it (new password, new role, "log out everywhere")
-- ends every session issued before, on every instance, which learn of it through pg_notify.

alter table users add column session_version integer not null default 0;
