import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchQuery } from '../../lib/graphql/generated/graphql';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { renderOnRouter } from '../../test/render-on-router';
import { SearchLauncher } from './search-launcher';

type Hit = SearchQuery['search']['files']['hits'][number];

const hit = (id: string, title: string, extra: Partial<Hit> = {}): Hit => ({
  id,
  tree: 'DATA',
  directoryId: `entry-${id}`,
  title,
  titleMarks: [],
  path: ['Bestand'],
  snippet: null,
  ...extra,
});
const nothing = { hits: [], more: false };

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLauncher() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = renderOnRouter(<SearchLauncher />, {
    queryClient,
    editorPath: '/DataEditor',
    editorTitle: 'Daten-Editor',
  });
  return { user: userEvent.setup(), router };
}

describe('search', () => {
  it('opens on Ctrl+K, shows hits by kind with the matching parts marked, and opens one on Enter', async () => {
    api.Search.mockResolvedValue({
      search: {
        files: {
          hits: [
            hit('villa', 'Villa am See', {
              path: ['Bestand', 'Berlin'],
              snippet: { label: 'Bemerkung', text: 'Die Häuser am Ufer', marks: [{ start: 4, length: 6 }] },
            }),
            hit('stadthaus', 'Stadthaus', { titleMarks: [{ start: 5, length: 4 }] }),
          ],
          more: true,
        },
        folders: { hits: [hit('haeuser', 'Häuser', { path: [] })], more: false },
        schemas: nothing,
      },
    });
    const { user, router } = renderLauncher();
    await screen.findByRole('button', { name: /^Suchen/ });

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Suchen' });
    const field = within(dialog).getByRole('combobox', { name: 'Suchbegriff' });
    await user.type(field, 'Haus');

    const files = await within(dialog).findByRole('group', { name: 'Dateien' });
    expect(api.Search).toHaveBeenLastCalledWith({ query: 'Haus', limit: 8 });
    const [villa, stadthaus] = within(files).getAllByRole('option');
    expect(villa).toHaveTextContent('Villa am SeeBestand / BerlinBemerkung: Die Häuser am Ufer');
    expect(villa?.querySelector('mark')).toHaveTextContent('Häuser');
    expect(stadthaus?.querySelector('mark')).toHaveTextContent('haus');
    expect(within(files).getByText('Weitere Treffer: Verfeinern Sie die Suche.')).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Ordner' })).toHaveTextContent('HäuserOberste Ebene');
    expect(within(dialog).queryByRole('group', { name: 'Schemas' })).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 Treffer');

    expect(field).toHaveAttribute('aria-activedescendant', villa?.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', stadthaus?.id);
    expect(stadthaus).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/DataEditor/entry-stadthaus'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for two characters, says when nothing is found, and opens no hit that is in no folder', async () => {
    const { user, router } = renderLauncher();
    await user.click(await screen.findByRole('button', { name: /^Suchen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Suchen' });
    const field = within(dialog).getByRole('combobox', { name: 'Suchbegriff' });
    await user.type(field, 'x');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Geben Sie mindestens zwei Zeichen ein.');

    api.Search.mockResolvedValue({ search: { files: nothing, folders: nothing, schemas: nothing } });
    await user.type(field, 'yz');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Keine Treffer für „xyz“.'),
    );
    expect(api.Search).toHaveBeenCalledTimes(1);

    api.Search.mockResolvedValue({
      search: {
        files: { hits: [hit('lose', 'Lose', { directoryId: null })], more: false },
        folders: nothing,
        schemas: nothing,
      },
    });
    await user.clear(field);
    await user.type(field, 'Lose');
    const option = await within(dialog).findByRole('option', { name: /Lose/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('In keinem Ordner abgelegt');
    await user.keyboard('{Enter}');
    await user.click(option);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('closes on Escape and gives the focus back to the search button', async () => {
    const { user } = renderLauncher();
    const button = await screen.findByRole('button', { name: /^Suchen/ });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Suchen' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});
