-- The tombstones of a tree by version, so purging the old ones (every 64 versions) reads the tombstones
-- alone: through `directory_entries_written` it read every row the tree kept since, all of a large tree.
create index directory_entries_tombstones on directory_entries (client_id, front_end_type, tree, bin, version)
  where removed;
