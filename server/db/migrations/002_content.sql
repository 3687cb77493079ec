-- Content of a client: directory trees, schemas, files and related files.
-- Every primary key starts with client_id, so two clients may use the same ids.

create table directories (
  client_id text not null references clients (id) on delete cascade,
  front_end_type text not null,
  tree text not null check (tree in ('DATA', 'SCHEMA')),
  bin boolean not null,
  -- The whole tree as one flat array in tree order; written in one statement per change.
  entries jsonb not null default '[]',
  version integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (client_id, front_end_type, tree, bin)
);

create table schemas (
  client_id text not null references clients (id) on delete cascade,
  id text not null,
  label text not null,
  metadata jsonb not null default '{}',
  elements jsonb not null default '[]',
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by text,
  updated_by text,
  primary key (client_id, id)
);

create table files (
  client_id text not null references clients (id) on delete cascade,
  id text not null,
  schema_id text not null,
  label text not null,
  data jsonb not null default '[]',
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by text,
  updated_by text,
  primary key (client_id, id),
  foreign key (client_id, schema_id) references schemas (client_id, id)
);

create index files_recent on files (client_id, updated_at desc);
create index files_schema on files (client_id, schema_id);

create table related_files (
  client_id text not null,
  relationship_id text not null,
  file_id text not null,
  related_file_id text not null,
  element_id text,
  position integer not null,
  primary key (client_id, relationship_id),
  foreign key (client_id, file_id) references files (client_id, id) on delete cascade,
  foreign key (client_id, related_file_id) references files (client_id, id) on delete cascade
);

create index related_files_file on related_files (client_id, file_id, position);
create index related_files_related on related_files (client_id, related_file_id);
