import { queryOptions } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { SchemasDocument } from '../lib/graphql/generated/graphql';
import { SCHEMAS_KEY } from './query-keys';

export function schemasQueryOptions() {
  return queryOptions({
    queryKey: SCHEMAS_KEY,
    queryFn: async ({ signal }) => (await request(SchemasDocument, {}, signal)).schema,
  });
}
