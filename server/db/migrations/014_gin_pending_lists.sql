-- The full-text and trigram indexes of files and the vocabulary take new rows into a short pending list
-- and merge it into the index when it holds 256 kB: an import's thousand rows a statement are merged a few
-- hundred at a time, most of their words shared, instead of one index update per word and row (a quarter
-- of the cost of writing files). Searches read the short list besides the index, so they find every row.
alter index files_search_words set (fastupdate = on, gin_pending_list_limit = 256);
alter index files_label_words set (fastupdate = on, gin_pending_list_limit = 256);
alter index files_label_trigrams set (fastupdate = on, gin_pending_list_limit = 256);
alter index search_vocabulary_trigrams set (fastupdate = on, gin_pending_list_limit = 256);
