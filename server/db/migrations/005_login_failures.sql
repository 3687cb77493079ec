-- Failed logins (and logins still being checked), one row per attempt and counter: every instance on the
-- database counts the same attempts. `key` is the client IP for 'ip' and a SHA-256 of the lower-cased user
-- name for 'name', so a password typed into the name field is not stored. Rows older than the window are
-- deleted as new ones come.

create table login_failures (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('name', 'ip')),
  key text not null,
  at timestamptz not null
);

create index login_failures_key on login_failures (kind, key, at);
create index login_failures_at on login_failures (at);
