-- Images of Image elements. The bytes live in the database so every instance sharing it can serve them;
-- an image goes with its file.

create table images (
  client_id text not null,
  id text not null,
  file_id text not null,
  element_id text not null,
  content_type text not null,
  file_name text not null,
  size integer not null,
  sha256 text not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  created_by text,
  primary key (client_id, id),
  foreign key (client_id, file_id) references files (client_id, id) on delete cascade
);

create index images_file on images (client_id, file_id);
