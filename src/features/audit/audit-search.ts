import type { AuditTrailFilter } from '../../api/audit-trail-query';
import type { AuditObjectKind } from '../../lib/graphql/generated/graphql';

/** The longest user id, operation or object id the API takes. */
export const MAX_FILTER_LENGTH = 200;

const KINDS: Record<AuditObjectKind, true> = {
  FILE: true,
  SCHEMA: true,
  DIRECTORY: true,
  RECYCLE_BIN: true,
  IMAGE: true,
};
/** Every kind of object the trail names, in the order the filter offers them. */
export const AUDIT_OBJECT_KINDS = Object.keys(KINDS) as AuditObjectKind[];

/** A local calendar day `YYYY-MM-DD` as a date input gives it; null for anything else or a day no calendar has. */
function dayParts(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new Date(year, month - 1, date);
  const real = local.getFullYear() === year && local.getMonth() === month - 1 && local.getDate() === date;
  return real ? [year, month, date] : null;
}

/** The ISO timestamp of the local midnight that begins `day`, or the one `plusDays` later. */
export function startOfLocalDay(day: string, plusDays = 0): string {
  const parts = dayParts(day);
  if (!parts) throw new Error(`${day} is no calendar day`);
  const [year, month, date] = parts;
  return new Date(year, month - 1, date + plusDays).toISOString();
}

export interface AuditSearch {
  userId?: string;
  operation?: string;
  objectKind?: AuditObjectKind;
  objectId?: string;
  /** Local days `YYYY-MM-DD`; `to` inclusive. */
  from?: string;
  to?: string;
}

/** A change of the filters, made on those in force when it applies. */
export type SearchUpdate = (search: AuditSearch) => AuditSearch;

/** A text filter, trimmed; the router reads a value that looks like a number (`?objectId=42`) as one. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_FILTER_LENGTH ? trimmed : undefined;
}

const day = (value: unknown) => (typeof value === 'string' && dayParts(value) ? value : undefined);

const kind = (value: unknown) => AUDIT_OBJECT_KINDS.find((candidate) => candidate === value);

/**
 * The audit screen's filters as its address keeps them, so that a filtered view is a link to share: an
 * unreadable value is left out rather than refusing the page, and only the filters in force stay, so an
 * unfiltered view has a bare address. A plain check rather than zod: route files load with the login page,
 * which ships no zod.
 */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const parsed: AuditSearch = {
    userId: text(search.userId),
    operation: text(search.operation),
    objectKind: kind(search.objectKind),
    objectId: text(search.objectId),
    from: day(search.from),
    to: day(search.to),
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as AuditSearch;
}

export function hasFilters(search: AuditSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

/**
 * What the trail is asked for: the days become timestamps of local midnights, and `to` the midnight after
 * its day, since the API counts events before `to`.
 */
export function trailFilter(search: AuditSearch): AuditTrailFilter {
  const { from, to, ...rest } = search;
  const filter: AuditTrailFilter = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (from) filter.from = startOfLocalDay(from);
  if (to) filter.to = startOfLocalDay(to, 1);
  return filter;
}
