import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import {
  AuditTrailDocument,
  type AuditTrailQuery,
  type AuditTrailQueryVariables,
} from '../lib/graphql/generated/graphql';

/** Events a page of the audit trail shows. */
export const AUDIT_PAGE = 50;

/** The general first part of every audit trail query's key. */
export const AUDIT_TRAIL_KEY = ['auditTrail'] as const;

export type AuditEvent = AuditTrailQuery['auditTrail'][number];

/** What the trail is filtered by: the query's variables without the paging. */
export type AuditTrailFilter = Omit<AuditTrailQueryVariables, 'limit' | 'offset'>;

export interface AuditTrailPage {
  events: AuditEvent[];
  /** Whether the trail has events after this page. */
  more: boolean;
}

/**
 * The audit trail through `filter`, newest first, a page after the other by offset. Each page asks for
 * one event more than it shows, so the last full page is known to be the last without another request.
 */
export function auditTrailQueryOptions(filter: AuditTrailFilter) {
  return infiniteQueryOptions({
    queryKey: [...AUDIT_TRAIL_KEY, filter] as const,
    queryFn: async ({ pageParam, signal }): Promise<AuditTrailPage> => {
      const { auditTrail } = await request(
        AuditTrailDocument,
        { ...filter, limit: AUDIT_PAGE + 1, offset: pageParam },
        signal,
      );
      return { events: auditTrail.slice(0, AUDIT_PAGE), more: auditTrail.length > AUDIT_PAGE };
    },
    initialPageParam: 0,
    getNextPageParam: (page, _pages, offset) => (page.more ? offset + AUDIT_PAGE : undefined),
    placeholderData: keepPreviousData,
  });
}
