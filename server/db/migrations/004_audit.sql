-- Who changed what and when. Triggers write the rows inside the transaction of the write itself: no write
-- can skip its record, and a write that is rolled back leaves none. The API names the writer once per
-- transaction: set_config('alloy.actor', '{"userId", "userName", "operation"}', true).

create table audit_events (
  id bigint generated always as identity primary key,
  client_id text not null,
  at timestamptz not null default now(),
  user_id text,
  user_name text,
  operation text not null,
  object_kind text not null check (object_kind in ('DIRECTORY', 'RECYCLE_BIN', 'SCHEMA', 'FILE', 'IMAGE')),
  object_id text not null,
  action text not null check (action in ('CREATE', 'UPDATE', 'DELETE')),
  version integer
);

create index audit_events_client on audit_events (client_id, id desc);
create index audit_events_object on audit_events (client_id, object_id, id desc);

create function record_audit_event(
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
end $$;

create function audit_tree_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform record_audit_event(
      old.client_id,
      case when old.bin then 'RECYCLE_BIN' else 'DIRECTORY' end,
      old.front_end_type || '/' || old.tree || case when old.bin then '/bin' else '' end,
      'DELETE',
      null
    );
    return null;
  end if;
  -- A tree is created empty on first use, by reads as well; only changes of its entries are writes.
  if tg_op = 'INSERT' and new.version = 0 then
    return null;
  end if;
  perform record_audit_event(
    new.client_id,
    case when new.bin then 'RECYCLE_BIN' else 'DIRECTORY' end,
    new.front_end_type || '/' || new.tree || case when new.bin then '/bin' else '' end,
    case tg_op when 'INSERT' then 'CREATE' else 'UPDATE' end,
    new.version
  );
  return null;
end $$;

-- tg_argv[0]: the object kind of a table whose rows carry an id and a version.
create function audit_versioned_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform record_audit_event(old.client_id, tg_argv[0], old.id, 'DELETE', null);
  else
    perform record_audit_event(
      new.client_id, tg_argv[0], new.id, case tg_op when 'INSERT' then 'CREATE' else 'UPDATE' end, new.version
    );
  end if;
  return null;
end $$;

create function audit_image_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform record_audit_event(old.client_id, 'IMAGE', old.id, 'DELETE', null);
  else
    perform record_audit_event(
      new.client_id, 'IMAGE', new.id, case tg_op when 'INSERT' then 'CREATE' else 'UPDATE' end, null
    );
  end if;
  return null;
end $$;

create trigger directories_audit after insert or update or delete on directories
  for each row execute function audit_tree_write();
create trigger schemas_audit after insert or update or delete on schemas
  for each row execute function audit_versioned_write('SCHEMA');
create trigger files_audit after insert or update or delete on files
  for each row execute function audit_versioned_write('FILE');
create trigger images_audit after insert or update or delete on images
  for each row execute function audit_image_write();
