-- Search over file labels and values, schema and element labels, and folder names: German full text
-- (stemmed, so "Häuser" finds "Haus") through `*_words`, substrings and typos through trigrams of the
-- folded text. Each row's text is written in the statement that writes the row, so a value saved is found
-- at once; rows stored before this migration have `search_text` null until the server fills it in
-- (`server/search/search-backfill.ts`).
create extension if not exists pg_trgm;

-- Lower case without accents, alike under every locale (under C, `lower` leaves "Ä" as it is and trigrams
-- split words at non-ASCII letters): trigrams of "Häuser" and "Hauser" are the same.
create function search_folded(value text) returns text
  language sql immutable strict parallel safe
  as $$ select translate(lower(value),
    'ÄÖÜÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝäöüßàáâãåçèéêëìíîïñòóôõøùúûýÿ',
    'aouaaaaaceeeeiiiinooooouuuyaousaaaaaceeeeiiiinooooouuuyy') $$;

-- A file's values in words, one per line (`fileSearchText`).
alter table files add column search_text text;
alter table files add column search_words tsvector
  generated always as (to_tsvector('german', label || E'\n' || coalesce(search_text, ''))) stored;
create index files_search_words on files using gin (search_words);
create index files_search_trigrams on files
  using gin (search_folded(label || E'\n' || coalesce(search_text, '')) gin_trgm_ops);

-- A schema's element labels, one per line (`schemaSearchText`).
alter table schemas add column search_text text;
alter table schemas add column search_words tsvector
  generated always as (to_tsvector('german', label || E'\n' || coalesce(search_text, ''))) stored;
create index schemas_search_words on schemas using gin (search_words);
create index schemas_search_trigrams on schemas
  using gin (search_folded(label || E'\n' || coalesce(search_text, '')) gin_trgm_ops);

create index directory_entries_folder_words on directory_entries
  using gin (to_tsvector('german', name)) where file_id is null and not removed and not bin;
create index directory_entries_folder_trigrams on directory_entries
  using gin (search_folded(name) gin_trgm_ops) where file_id is null and not removed and not bin;
