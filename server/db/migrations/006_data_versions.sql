-- One number per client that every write raises, in the write's own transaction: every change of a tree,
-- schema, file or image leaves an audit event (004), and each event counts here. While the number stands
-- still, nothing a read can see has changed, so an answer kept with it is still the answer.

create table data_versions (
  client_id text primary key,
  version bigint not null
);

create function count_data_version() returns trigger language plpgsql as $$
begin
  insert into data_versions (client_id, version) values (new.client_id, 1)
  on conflict (client_id) do update set version = data_versions.version + 1;
  return null;
end $$;

create trigger audit_events_count_data_version after insert on audit_events
  for each row execute function count_data_version();
