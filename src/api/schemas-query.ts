import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { SCHEMAS_KEY } from './query-keys';

export function schemasQueryOptions() {
  return queryOptions({
    queryKey: SCHEMAS_KEY,
    queryFn: async ({ signal }) => (await api.Schemas({}, undefined, signal)).schema,
  });
}
