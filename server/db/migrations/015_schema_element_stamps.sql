-- A stamp of a schema's elements, new with every write of them, so a server keeps the elements it read
-- (parsed, a large schema's most costly part) and reads them again only when the stamp it finds differs.
alter table schemas add column elements_stamp text not null default md5(random()::text);

create function stamp_schema_elements() returns trigger language plpgsql as $$
begin
  new.elements_stamp := md5(random()::text);
  return new;
end
$$;

create trigger schemas_stamp_elements before update of elements on schemas
  for each row execute function stamp_schema_elements();
