-- Revisions: what each write of a file, a schema or a directory tree changed, and who made it. Written by
-- the repositories in the transaction of the write (`server/history/`). A file's or schema's revision
-- holds its change from the revision before (`domain/history/revision-state.ts`) and, at the first and
-- every few revisions after, the whole object as the revision left it, so any revision is rebuilt from
-- the nearest snapshot before it. A tree's revision holds the entries it created, moved, renamed, binned,
-- restored or deleted. An object's first revision is its state before its first change since history
-- began (its creation, when it had no change before).
create table revisions (
  id bigint generated always as identity primary key,
  client_id text not null references clients (id) on delete cascade,
  object_kind text not null check (object_kind in ('FILE', 'SCHEMA', 'DIRECTORY')),
  -- A file's or schema's id; a tree's front-end type and kind (`alloy/DATA`), as the audit trail names it.
  object_id text not null,
  -- The object's version after the write (a tree's: its directory's).
  version integer,
  at timestamptz not null default now(),
  user_id text,
  user_name text,
  operation text not null,
  change jsonb not null,
  snapshot jsonb,
  -- Revisions since the last one with a snapshot (0: this one has it).
  since_snapshot integer not null default 0
);

create index revisions_object on revisions (client_id, object_kind, object_id, id desc);
create index revisions_client on revisions (client_id, id desc);
