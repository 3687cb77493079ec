-- `analyze files` reads a sample of 300 rows per point of its largest statistics target, whole rows: at
-- PostgreSQL's 100, 30,000 files of about 2 kB each (data, words). The embedded database keeps the memory
-- it once used, so a server on 100,000 files held 63 MB more from its first `analyze` on (and took 0.6 s
-- for it, at start and as trees grow). Files are found by client, schema, id and search words, which 3,000
-- sampled rows estimate as well for the planner; a file's data and text are never compared by it.
alter table files
  alter column client_id set statistics 10,
  alter column id set statistics 10,
  alter column schema_id set statistics 10,
  alter column label set statistics 10,
  alter column data set statistics 0,
  alter column version set statistics 10,
  alter column created_at set statistics 10,
  alter column updated_at set statistics 10,
  alter column created_by set statistics 10,
  alter column updated_by set statistics 10,
  alter column search_text set statistics 0,
  alter column search_words set statistics 10;
-- Expressions of indexes have statistics of their own, sampled with the table's rows.
alter index files_label_words alter column 1 set statistics 10;
alter index files_label_trigrams alter column 1 set statistics 10;
alter index files_schema_label alter column 3 set statistics 10;
