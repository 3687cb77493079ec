import { createFileRoute } from '@tanstack/react-router';
import { PERMISSION } from '../../../domain/auth/permissions';
import { auditTrailQueryOptions } from '../../api/audit-trail-query';
import { auditUsersQueryOptions } from '../../api/audit-users-query';
import { AuditPage } from '../../features/audit/audit-page';
import { trailFilter, validateAuditSearch } from '../../features/audit/audit-search';
import { hasPermission } from '../../lib/auth/has-permission';

export const Route = createFileRoute('/_app/Audit')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: a changed filter keeps the trail shown until the new one is there, rather than
  // holding the navigation (and with it the filter's own control) back. Nothing is asked for a non-admin.
  loader: ({ context: { queryClient, auth }, deps }) => {
    if (!hasPermission(auth.getUser(), PERMISSION.users)) return;
    void queryClient.prefetchQuery(auditUsersQueryOptions());
    void queryClient.prefetchInfiniteQuery(auditTrailQueryOptions(trailFilter(deps)));
  },
  component: function AuditRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuditPage search={search} onSearch={(update) => void navigate({ search: update, replace: true })} />
    );
  },
});
