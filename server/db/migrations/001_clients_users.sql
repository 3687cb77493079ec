create table clients (
  id text primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table users (
  id text primary key,
  client_id text not null references clients (id),
  username text not null unique,
  password_hash text not null,
  role text not null check (role in ('admin', 'editor')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index users_client_id_idx on users (client_id);

create table settings (
  key text primary key,
  value text not null
);
