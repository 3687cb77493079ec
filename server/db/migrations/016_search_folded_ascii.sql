-- Folding a text for search and sorting (010) lets `translate` look through its 57 letters for every
-- character, 7 to 10 µs a value in the embedded database: about a sixth of writing a file's table values
-- (their sort keys), indexes included. A text of ASCII characters alone holds none of those letters, so it
-- is only lowered; every other text is folded as before, so each result, and each index built on them,
-- stays the same. ASCII alone is a text as long in bytes as in characters only in UTF-8; a database in
-- another encoding keeps the function of 010. Not `strict`: PostgreSQL inlines a strict SQL function only
-- when its body is strict, and `case` is not (a null still folds to null).
do $$
begin
  if current_setting('server_encoding') = 'UTF8' then
    create or replace function search_folded(value text) returns text
      language sql immutable parallel safe
      as $fold$ select case when octet_length(value) = length(value) then lower(value)
        else translate(lower(value),
          'ÄÖÜÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝäöüßàáâãåçèéêëìíîïñòóôõøùúûýÿ',
          'aouaaaaaceeeeiiiinooooouuuyaousaaaaaceeeeiiiinooooouuuyy') end $fold$;
  end if;
end
$$;
