-- One row per tree entry, so a change writes the entries it changes and no others. Siblings are ordered by
-- `rank`, a fractional index (an entry moved between two others gets a key between theirs, and no sibling
-- is renumbered); positions 1..n are counted when a tree is read. Each row keeps the tree version that
-- wrote it last, and an entry taken out stays as a tombstone (`removed`) for a while, so a server that holds
-- version n of a tree reads only the rows written after n. `directories` keeps one row per tree: its
-- version, the lock writers take, and a token that is new with every write (the `stamp` readers compare).

create table directory_entries (
  client_id text not null,
  front_end_type text not null,
  tree text not null,
  bin boolean not null,
  id text not null,
  parent_id text,
  rank text collate "C" not null,
  file_id text,
  name text not null,
  fixed_number_of_children integer,
  schema_of_children text,
  schema_id text,
  is_leaf boolean not null,
  is_visible boolean not null,
  ticked boolean not null,
  restore_parent_id text,
  version integer not null,
  removed boolean not null default false,
  primary key (client_id, front_end_type, tree, bin, id),
  foreign key (client_id, front_end_type, tree, bin)
    references directories (client_id, front_end_type, tree, bin) on delete cascade
);

create index directory_entries_written on directory_entries (client_id, front_end_type, tree, bin, version);
create index directory_entries_file on directory_entries (client_id, tree, file_id) where not removed;

alter table directories add column written text not null default md5(random()::text);
-- Tombstones of versions up to this one are gone: a server holding an older version reads the tree whole.
alter table directories add column purged_through integer not null default 0;

-- The layout before this migration, read once here and kept as it was; nothing writes it any more.
alter table directories rename column entries to entries_before_008;
alter table directories alter column entries_before_008 drop not null;
alter table directories alter column entries_before_008 drop default;

-- Ranks for the stored order: the fractional index of the integer n (a0 … az, b00 … bzz, c000 …), n being
-- the entry's place among its siblings, counted from 0.
insert into directory_entries (
  client_id, front_end_type, tree, bin, id, parent_id, rank, file_id, name, fixed_number_of_children,
  schema_of_children, schema_id, is_leaf, is_visible, ticked, restore_parent_id, version
)
select d.client_id, d.front_end_type, d.tree, d.bin, e.entry ->> 'id', e.entry ->> 'parentId',
       case
         when n < 62 then 'a' || substr(digits, n + 1, 1)
         when n < 62 + 3844 then 'b' || substr(digits, (n - 62) / 62 + 1, 1) || substr(digits, (n - 62) % 62 + 1, 1)
         else 'c' || substr(digits, (n - 3906) / 3844 + 1, 1) || substr(digits, (n - 3906) / 62 % 62 + 1, 1)
              || substr(digits, (n - 3906) % 62 + 1, 1)
       end,
       e.entry ->> 'fileId', e.entry ->> 'name', (e.entry ->> 'fixedNumberOfChildren')::integer,
       e.entry ->> 'schemaOfChildren', e.entry ->> 'schemaId', coalesce((e.entry ->> 'isLeaf')::boolean, false),
       coalesce((e.entry ->> 'isVisible')::boolean, true), coalesce((e.entry ->> 'ticked')::boolean, false),
       e.entry ->> 'restoreParentId', d.version
  from directories d
  cross join lateral (
    select entry, (row_number() over (partition by entry ->> 'parentId' order by ordinal))::integer - 1 as n
      from jsonb_array_elements(d.entries_before_008) with ordinality as elements (entry, ordinal)
  ) e
  cross join (select '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz' as digits) base62;
