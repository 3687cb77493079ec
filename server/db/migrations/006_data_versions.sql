-- One number per client that every write raises, in the write's own transaction: the audit triggers of 004
-- run for every change of a tree, schema, file or image, and now also count it here. While the number
-- stands still, nothing a read can see has changed, so an answer kept with it is still the answer.

create table data_versions (
  client_id text primary key,
  version bigint not null
);

create or replace function record_audit_event(
  client text, kind text, target text, change text, new_version integer
) returns void language plpgsql as $$
declare
  actor jsonb := nullif(current_setting('alloy.actor', true), '')::jsonb;
begin
  insert into audit_events (client_id, user_id, user_name, operation, object_kind, object_id, action, version)
  values (
    client,
    actor ->> 'userId',
    actor ->> 'userName',
    coalesce(actor ->> 'operation', 'unknown'),
    kind,
    target,
    change,
    new_version
  );
  insert into data_versions (client_id, version) values (client, 1)
  on conflict (client_id) do update set version = data_versions.version + 1;
end $$;
