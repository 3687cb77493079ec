import { queryOptions } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { AuditUsersDocument } from '../lib/graphql/generated/graphql';

/** The users the audit screen's filter offers, by name. */
export function auditUsersQueryOptions() {
  return queryOptions({
    queryKey: ['auditUsers'] as const,
    queryFn: async ({ signal }) => (await request(AuditUsersDocument, {}, signal)).auditUsers,
  });
}
