-- Search over file labels and values, schema and element labels, and folder names: German full text
-- (stemmed, so "Häuser" finds "Haus") over each row's words; mistyped and partial query words are looked
-- up in the client's vocabulary (trigrams) and searched as the words they stand for; titles also match
-- by trigrams. Each row's words are written in the statement that writes the row, so a value saved is
-- found at once; rows stored before this migration have `search_text` null until the server fills it in
-- (`server/repositories/search-text-repository.ts`).
-- The GIN indexes take each write at once (`fastupdate = off`): PGlite runs no autovacuum, and a search
-- would otherwise read through every row written since the pending list was last merged.
create extension if not exists pg_trgm;

-- Lower case without accents, alike under every locale (under C, `lower` leaves "Ä" as it is and trigrams
-- split words at non-ASCII letters): trigrams of "Häuser" and "Hauser" are the same.
create function search_folded(value text) returns text
  language sql immutable strict parallel safe
  as $$ select translate(lower(value),
    'ÄÖÜÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝäöüßàáâãåçèéêëìíîïñòóôõøùúûýÿ',
    'aouaaaaaceeeeiiiinooooouuuyaousaaaaaceeeeiiiinooooouuuyy') $$;

-- A file's label and values as words (`fileSearchText`).
alter table files add column search_text text;
alter table files add column search_words tsvector
  generated always as (to_tsvector('german', coalesce(search_text, label))) stored;
create index files_search_words on files using gin (search_words) with (fastupdate = off);
create index files_label_words on files using gin (to_tsvector('german', label)) with (fastupdate = off);
create index files_label_trigrams on files using gin (search_folded(label) gin_trgm_ops) with (fastupdate = off);

-- A schema's label and element labels as words (`schemaSearchText`).
alter table schemas add column search_text text;
alter table schemas add column search_words tsvector
  generated always as (to_tsvector('german', coalesce(search_text, label))) stored;
create index schemas_search_words on schemas using gin (search_words) with (fastupdate = off);
create index schemas_label_trigrams on schemas using gin (search_folded(label) gin_trgm_ops) with (fastupdate = off);

-- Every word (3 to 40 characters) a client's files and schemas have held: what a mistyped or partial
-- query word is compared with. Words are only added; one no longer held finds nothing. The key starts
-- with the word, so a lookup of a client's words goes through the trigrams, never through all its words.
create table search_vocabulary (
  client_id text not null references clients (id) on delete cascade,
  word text not null,
  primary key (word, client_id)
);
create index search_vocabulary_trigrams on search_vocabulary using gin (search_folded(word) gin_trgm_ops) with (fastupdate = off);

create index directory_entries_folder_words on directory_entries
  using gin (to_tsvector('german', name)) with (fastupdate = off) where file_id is null and not removed and not bin;
create index directory_entries_folder_trigrams on directory_entries
  using gin (search_folded(name) gin_trgm_ops) with (fastupdate = off) where file_id is null and not removed and not bin;

-- A file's top-level values as its schema's table shows them (`tableValues`), one row each, so a table of
-- many files sorts and filters by an element through an index instead of reading every file's data.
-- `sort_key` is the value folded, as far as sorting needs it.
create table file_values (
  client_id text not null,
  file_id text not null,
  schema_id text not null,
  element_id text not null,
  text text not null,
  sort_key text collate "C" not null,
  primary key (client_id, file_id, element_id),
  foreign key (client_id, file_id) references files (client_id, id) on delete cascade
);
create index file_values_sorted on file_values (client_id, schema_id, element_id, sort_key, file_id);
create index files_schema_label on files (client_id, schema_id, (search_folded(label)) collate "C", id);
create index files_schema_updated on files (client_id, schema_id, updated_at, id);
