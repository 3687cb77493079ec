-- Values of Input elements whose rule wants them unique among the files of their schema
-- (`props.rules.unique`): one row per value, so of two files writing the same value at once one wins (the
-- primary key), on every instance. Written with the file's data (`server/rules/unique-values.ts`) and
-- rebuilt for a schema when its unique rules change; values stored before such a rule keep their place
-- in the file (the first file of a value holds it here) and are reported as breaking the rule.
create table unique_values (
  client_id text not null,
  schema_id text not null,
  element_id text not null,
  value_key text not null,
  file_id text not null,
  primary key (client_id, schema_id, element_id, value_key),
  foreign key (client_id, file_id) references files (client_id, id) on delete cascade
);

create index unique_values_file on unique_values (client_id, file_id);
