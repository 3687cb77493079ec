import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS } from '../../../domain/auth/permissions';
import type { AuditEvent } from '../../api/audit-trail-query';
import { inOneHour, testToken } from '../../lib/auth/test-token';
import { clearToken, storeToken } from '../../lib/auth/token-storage';
import { graphQLErrors } from '../../lib/graphql/error-codes';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { AuditPage } from './audit-page';
import { validateAuditSearch } from './audit-search';

function signInAs(role: 'admin' | 'editor') {
  const exp = inOneHour();
  storeToken(
    testToken({ sub: `${role}-id`, userName: role, exp, permissionIds: ROLE_PERMISSIONS[role] }),
    exp,
  );
}

const event = (id: number, fields: Partial<AuditEvent> = {}): AuditEvent => ({
  id: String(id),
  at: '2026-03-10T09:30:00.000Z',
  userId: 'u-ada',
  userName: 'ada',
  client: 'acme',
  operation: 'updateFile',
  objectKind: 'FILE',
  objectId: 'house',
  action: 'UPDATE',
  version: 2,
  ...fields,
});

const entry = (id: string, fields: Partial<DirectoryItemFieldsFragment>) => ({
  id,
  directory: {
    id,
    fileId: null,
    parentId: null,
    position: 1,
    name: id,
    schemaId: null,
    isLeaf: true,
    isVisible: true,
    ...fields,
  },
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
  api.AuditUsers.mockResolvedValue({
    auditUsers: [
      { id: 'u-ada', name: 'ada' },
      { id: 'u-bob', name: 'bob' },
    ],
  });
  api.GetDirectoryFolderToLoggedInClient.mockResolvedValue({
    getDirectoryFolderToLoggedInClient: {
      version: 1,
      flat: [entry('house-entry', { fileId: 'house', schemaId: 'building' })],
    },
  });
  api.SchemaDirectory.mockResolvedValue({
    schemaDirectory: { version: 1, flat: [entry('building-entry', { fileId: 'building' })] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

/** The audit screen at `/Audit` as the app's route wires it, beside stand-ins for the pages its links open. */
function renderAudit(path = '/Audit') {
  const rootRoute = createRootRoute();
  const auditRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/Audit',
    validateSearch: validateAuditSearch,
    component: function AuditRoute() {
      const search = auditRoute.useSearch();
      const navigate = auditRoute.useNavigate();
      return (
        <AuditPage search={search} onSearch={(update) => void navigate({ search: update, replace: true })} />
      );
    },
  });
  const standIn = (path: string, title: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: function StandIn() {
        const { id } = useParams({ strict: false });
        const search = useSearch({ strict: false });
        return (
          <h1>
            {title} {id ?? ''} {JSON.stringify(search)}
          </h1>
        );
      },
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      auditRoute,
      standIn('/DataEditor', 'Daten-Editor'),
      standIn('/DataEditor/$id', 'Datei'),
      standIn('/SchemaEditor', 'Schema-Editor'),
      standIn('/SchemaEditor/$id', 'Schema'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { router, user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the audit screen', () => {
  it('shows the trail newest first in words, each event with a link to its history where there is one', async () => {
    signInAs('admin');
    api.AuditTrail.mockResolvedValue({
      auditTrail: [
        event(5, {
          operation: 'saveSchema',
          objectKind: 'SCHEMA',
          objectId: 'building',
          action: 'CREATE',
          version: 1,
        }),
        event(4, { operation: 'moveToRecycleBin', objectKind: 'DIRECTORY', objectId: 'alloy/DATA' }),
        event(3, { operation: 'removeItemFromDirectory', action: 'DELETE', objectId: 'gone', version: null }),
        event(2, {
          operation: 'uploadImage',
          objectKind: 'IMAGE',
          objectId: 'img-1',
          userId: null,
          userName: null,
        }),
        event(1, { operation: 'futureWrite' }),
      ],
    });
    const { router, user } = renderAudit();

    expect(await screen.findByRole('heading', { name: 'Änderungsprotokoll' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Änderungen' });
    expect(api.AuditTrail).toHaveBeenCalledWith({ limit: 51, offset: 0 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zeitpunkt', 'Benutzer', 'Vorgang', 'Objektart', 'Objekt', 'Aktion', 'Version', 'Verlauf']);
    const rows = rowsOf(table);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['ada', 'Schema angelegt', 'Schema', 'building', 'Angelegt', '1', 'Verlauf'],
      ['ada', 'In den Papierkorb verschoben', 'Ordnerbaum', 'alloy/DATA', 'Geändert', '2', 'Verlauf'],
      ['ada', 'Eintrag entfernt', 'Datei', 'gone', 'Gelöscht', '–', ''],
      ['System', 'Bild hochgeladen', 'Bild', 'img-1', 'Geändert', '2', ''],
      ['ada', 'futureWrite', 'Datei', 'house', 'Geändert', '2', 'Verlauf'],
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('cell', { name: /2026/ })
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-03-10T09:30:00.000Z');
    expect(screen.getByRole('status')).toHaveTextContent('5 Einträge');
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull();

    expect(await screen.findByRole('link', { name: 'Verlauf von building' })).toHaveAttribute(
      'href',
      '/SchemaEditor/building-entry?history=true',
    );
    expect(screen.getByRole('link', { name: 'Verlauf von alloy/DATA' })).toHaveAttribute(
      'href',
      '/DataEditor?changes=true',
    );
    await user.click(screen.getByRole('link', { name: 'Verlauf von house' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DataEditor/house-entry'));
    expect(router.state.location.search).toEqual({ history: true });
  });

  it('filters by user, operation, kind, object and days, keeps them in the address, and resets them', async () => {
    signInAs('admin');
    api.AuditTrail.mockResolvedValue({ auditTrail: [event(1)] });
    const { router, user } = renderAudit();
    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filter' });

    const userChoice = within(filters).getByRole('combobox', { name: 'Benutzer' });
    await waitFor(() => expect(within(userChoice).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(userChoice, 'bob');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Vorgang' }), 'Datei geändert');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Objektart' }), 'Datei');
    fireEvent.change(within(filters).getByLabelText('Von'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(filters).getByLabelText(/^Bis/), { target: { value: '2026-03-10' } });
    await user.type(within(filters).getByRole('textbox', { name: 'Objekt-ID' }), ' house {Enter}');

    const filter = {
      userId: 'u-bob',
      operation: 'updateFile',
      objectKind: 'FILE',
      objectId: 'house',
      from: '2026-03-01',
      to: '2026-03-10',
    };
    await waitFor(() => expect(router.state.location.search).toEqual(filter));
    await waitFor(() =>
      expect(api.AuditTrail).toHaveBeenLastCalledWith({
        ...filter,
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 2, 11).toISOString(),
        limit: 51,
        offset: 0,
      }),
    );
    const until = within(filters).getByLabelText(/^Bis/);
    expect(until).toHaveAccessibleName('Bis (einschließlich)');
    expect(until).toHaveAttribute('min', '2026-03-01');

    await user.click(within(filters).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(within(filters).getByRole('textbox', { name: 'Objekt-ID' })).toHaveValue('');
    expect(within(filters).getByRole('combobox', { name: 'Vorgang' })).toHaveValue('');
    expect(within(filters).getByRole('button', { name: 'Filter zurücksetzen' })).toBeDisabled();
  });

  it('opens a shared link with its filters, and names an operation it does not know as it is', async () => {
    signInAs('admin');
    api.AuditTrail.mockResolvedValue({ auditTrail: [] });
    renderAudit('/Audit?operation=futureWrite&objectKind=IMAGE&to=2026-03-10&objectId=%22house%22');

    expect(await screen.findByText('Keine Einträge für diese Filter.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.AuditTrail).toHaveBeenCalledWith({
      operation: 'futureWrite',
      objectKind: 'IMAGE',
      objectId: 'house',
      to: new Date(2026, 2, 11).toISOString(),
      limit: 51,
      offset: 0,
    });
    const operation = screen.getByRole('combobox', { name: 'Vorgang' });
    expect(operation).toHaveValue('futureWrite');
    expect(within(operation).getByRole('option', { selected: true })).toHaveTextContent('futureWrite');
    expect(screen.getByRole('textbox', { name: 'Objekt-ID' })).toHaveValue('house');
  });

  it('loads 50 events at a time, and each event once when newer ones moved the pages', async () => {
    signInAs('admin');
    const all = Array.from({ length: 60 }, (_, index) => event(1000 - index));
    api.AuditTrail.mockImplementation(async ({ offset, limit }) => {
      // One newer event arrived after the first page: the second starts one event earlier.
      const start = offset ? offset - 1 : 0;
      return { auditTrail: all.slice(start, start + (limit ?? 50)) };
    });
    const { user } = renderAudit();

    const table = await screen.findByRole('table');
    expect(rowsOf(table)).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('50 Einträge');
    await user.click(screen.getByRole('button', { name: 'Weitere laden' }));

    await waitFor(() => expect(rowsOf(table)).toHaveLength(60));
    expect(api.AuditTrail).toHaveBeenLastCalledWith({ limit: 51, offset: 50 });
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull();
  });

  it('says when the trail cannot be loaded, and loads it again on request', async () => {
    signInAs('admin');
    api.AuditTrail.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderAudit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Änderungsprotokoll konnte nicht geladen werden.');
    api.AuditTrail.mockResolvedValue({ auditTrail: [event(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the notice for admins only when the server refuses the trail', async () => {
    signInAs('admin');
    const forbidden = Object.assign(new Error('Forbidden'), {
      response: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
    });
    expect(graphQLErrors(forbidden)).toHaveLength(1);
    api.AuditTrail.mockRejectedValue(forbidden);
    renderAudit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur Administratoren können das Änderungsprotokoll sehen.',
    );
  });

  it('tells an editor that only admins see it, and asks the server for nothing', async () => {
    signInAs('editor');
    renderAudit('/Audit?operation=updateFile');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur Administratoren können das Änderungsprotokoll sehen.',
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.AuditTrail).not.toHaveBeenCalled();
    expect(api.AuditUsers).not.toHaveBeenCalled();
  });
});
