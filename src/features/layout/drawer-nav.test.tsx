import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Role } from '../../../domain/auth/permissions';
import { inOneHour, testToken } from '../../lib/auth/test-token';
import { clearToken, storeToken } from '../../lib/auth/token-storage';
import { DrawerNav } from './drawer-nav';

function renderNavAs(role: Role) {
  const exp = inOneHour();
  storeToken(testToken({ sub: role, userName: role, exp, permissionIds: ROLE_PERMISSIONS[role] }), exp);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <DrawerNav /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

afterEach(() => clearToken());

describe('the menu', () => {
  it('leads admins to the audit log', async () => {
    renderNavAs('admin');
    const menu = await screen.findByRole('navigation', { name: 'Menü' });

    const entry = within(menu).getByRole('link', { name: /^Änderungsprotokoll/ });
    expect(entry).toHaveAttribute('href', '/Audit');
    expect(entry).toHaveTextContent('Wer hat was wann geändert');
  });

  it('offers editors no audit log', async () => {
    renderNavAs('editor');
    const menu = await screen.findByRole('navigation', { name: 'Menü' });

    expect(within(menu).getAllByRole('link')).toHaveLength(3);
    expect(within(menu).queryByRole('link', { name: /Änderungsprotokoll/ })).toBeNull();
  });
});
