import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreeKind } from '../../../domain/directory/types';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { formatDateTime } from '../../lib/format-date-time';
import type { RevisionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { answeredWith } from '../../lib/graphql/test-client-error';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { shownToastTexts } from '../../test/shown-toasts';
import { TreeChangesDrawer } from './tree-changes-drawer';

type Revision = RevisionFieldsFragment;
type Change = Revision['entries'][number];

const AT = '2026-11-27T09:30:00.000Z';

const place = (parentId: string | null, parentName: string | null, position = 1, name = 'Kiste') => ({
  parentId,
  parentName,
  position,
  name,
});

const moved: Change = {
  kind: 'MOVED',
  entryId: 'box',
  fileId: null,
  name: 'Kiste',
  from: place('inbox', 'Eingang'),
  to: place('archive', 'Archiv'),
  canPutBack: true,
};

function revision(id: string, entries: Change[], rest: Partial<Revision> = {}): Revision {
  return {
    id,
    kind: 'DIRECTORY',
    objectId: 'alloy/DATA',
    version: Number(id),
    at: AT,
    userId: 'u1',
    userName: 'Ada',
    operation: 'updateDirectory',
    changes: [],
    entries,
    moreEntries: 0,
    ...rest,
  };
}

let api: ApiStub;

beforeEach(() => {
  api = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Chakra's styles make every jsdom render slow.
vi.setConfig({ testTimeout: 20_000 });

/** The button and its drawer, open while the test's own state says so (as the explorer's search param does). */
function renderDrawer(tree: TreeKind = 'DATA', initiallyOpen = false) {
  const queryClient = createQueryClient();
  const onOpenChange = vi.fn();
  function Host() {
    const [open, setOpen] = useState(initiallyOpen);
    return (
      <TreeChangesDrawer
        tree={tree}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <Host />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), queryClient, onOpenChange };
}

async function openDrawer(tree: TreeKind = 'DATA') {
  const rendered = renderDrawer(tree);
  await rendered.user.click(screen.getByRole('button', { name: 'Änderungen' }));
  const title = tree === 'DATA' ? 'Änderungen im Ordnerbaum' : 'Änderungen im Schemabaum';
  const drawer = await screen.findByRole('dialog', { name: title });
  return { ...rendered, drawer };
}

describe('the change list of a tree', () => {
  it('opens from „Änderungen“ and lists the newest revisions first, each entry as a sentence', async () => {
    api.History.mockResolvedValue({
      history: [
        revision('12', [moved], { moreEntries: 2 }),
        revision(
          '11',
          [
            {
              ...moved,
              kind: 'RENAMED',
              entryId: 'old',
              name: 'Neu',
              from: place(null, null, 1, 'Alt'),
              to: place(null, null, 1, 'Neu'),
              canPutBack: false,
            },
            { ...moved, kind: 'BINNED', entryId: 'gone', name: 'Weg', to: null, canPutBack: false },
          ],
          { userName: null },
        ),
      ],
    });
    const { drawer, onOpenChange } = await openDrawer();
    expect(onOpenChange).toHaveBeenCalledWith(true);

    const revisions = await within(drawer).findByRole('list', { name: 'Änderungen, neueste zuerst' });
    const items = within(revisions)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === revisions);
    expect(items).toHaveLength(2);
    const when = formatDateTime(AT);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      `${when} – Ada`,
    );
    expect(within(items[0] as HTMLElement).getByText('„Kiste“ verschoben: Eingang → Archiv')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('und 2 weitere Änderungen')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      `${when} – Unbekannt`,
    );
    expect(within(items[1] as HTMLElement).getByText('„Neu“ umbenannt: „Alt“ → „Neu“')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('„Weg“ in den Papierkorb verschoben')).toBeVisible();

    // Only what can be put back now has the button.
    expect(within(drawer).getAllByRole('button', { name: /^Zurücksetzen/ })).toHaveLength(1);
    expect(
      within(drawer).getByRole('button', { name: 'Zurücksetzen: „Kiste“ verschoben: Eingang → Archiv' }),
    ).toBeVisible();
    expect(api.History).toHaveBeenCalledWith({
      objectId: 'alloy/DATA',
      kind: 'DIRECTORY',
      first: 20,
      before: null,
    });
    expect(within(drawer).queryByRole('button', { name: 'Ältere Änderungen laden' })).toBeNull();
  });

  it('reads the schema tree under its own title, and says when it has no changes yet', async () => {
    api.History.mockResolvedValue({ history: [] });
    const { drawer } = await openDrawer('SCHEMA');
    expect(await within(drawer).findByText('Noch keine Änderungen.')).toBeVisible();
    expect(api.History).toHaveBeenCalledWith(expect.objectContaining({ objectId: 'alloy/SCHEMA' }));
  });

  it('loads older changes before the oldest shown, 20 at a time, and goes on at the first of them', async () => {
    const newer = Array.from({ length: 20 }, (_, index) =>
      revision(String(100 - index), [{ ...moved, name: `Neu ${index}`, canPutBack: false }]),
    );
    const older = [revision('50', [{ ...moved, name: 'Ganz alt', canPutBack: false }])];
    api.History.mockImplementation(async ({ before }) => ({ history: before ? older : newer }));
    const { drawer, user } = await openDrawer();

    await user.click(await within(drawer).findByRole('button', { name: 'Ältere Änderungen laden' }));
    expect(await within(drawer).findByText('„Ganz alt“ verschoben: Eingang → Archiv')).toBeVisible();
    expect(api.History).toHaveBeenLastCalledWith(expect.objectContaining({ before: '81', first: 20 }));
    const headings = within(drawer).getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(21);
    await waitFor(() => expect(headings[20]).toHaveFocus());
    expect(within(drawer).queryByRole('button', { name: 'Ältere Änderungen laden' })).toBeNull();
  });

  it('puts a move back, says so, and reads the list and the tree again', async () => {
    let putBack = false;
    api.History.mockImplementation(async () => ({
      history: putBack
        ? [
            revision('13', [{ ...moved, from: moved.to, to: moved.from }]),
            revision('12', [{ ...moved, canPutBack: false }]),
          ]
        : [revision('12', [moved])],
    }));
    api.RestoreRevision.mockImplementation(async () => {
      putBack = true;
      return { restoreRevision: { success: true, version: 8, orphaned: [] } };
    });
    const { drawer, user, queryClient } = await openDrawer();
    const directoryKey = dataDirectoryQueryOptions().queryKey;
    queryClient.setQueryData(directoryKey, { version: 7, flat: [] } as never);

    await user.click(
      await within(drawer).findByRole('button', {
        name: 'Zurücksetzen: „Kiste“ verschoben: Eingang → Archiv',
      }),
    );

    await waitFor(() => expect(shownToastTexts()).toEqual(['Zurückgesetzt.']));
    expect(api.RestoreRevision).toHaveBeenCalledWith({ id: '12', fields: ['box'] });
    expect(await within(drawer).findByText('„Kiste“ verschoben: Archiv → Eingang')).toBeVisible();
    expect(queryClient.getQueryState(directoryKey)?.isInvalidated).toBe(true);
    // The change put back lost its button; focus stays in the list, on its revision.
    const headings = within(drawer).getAllByRole('heading', { level: 3 });
    await waitFor(() => expect(headings[1]).toHaveFocus());
  });

  it.each([
    [
      'changed since',
      answeredWith('CONFLICT'),
      'Der Eintrag wurde seitdem geändert und kann nicht zurückgesetzt werden.',
    ],
    [
      'name taken',
      answeredWith('BAD_USER_INPUT', 'taken', { reason: 'name-taken' }),
      'Im Zielordner gibt es schon einen Ordner mit diesem Namen.',
    ],
    [
      'refused otherwise',
      answeredWith('BAD_USER_INPUT', 'too deep', { reason: 'too-deep' }),
      'Die Änderung konnte nicht zurückgesetzt werden. Bitte versuchen Sie es erneut.',
    ],
    [
      'not sent',
      new Error('offline'),
      'Die Änderung konnte nicht zurückgesetzt werden. Bitte versuchen Sie es erneut.',
    ],
  ])('says why a change could not be put back: %s', async (_case, error, text) => {
    api.History.mockResolvedValue({ history: [revision('12', [moved])] });
    api.RestoreRevision.mockRejectedValue(error);
    const { drawer, user } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: /^Zurücksetzen/ }));
    await waitFor(() => expect(shownToastTexts()).toEqual([text]));
    expect(api.History.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('opens at once when the explorer is opened with it, and its close button closes it', async () => {
    api.History.mockResolvedValue({ history: [] });
    const { user, onOpenChange } = renderDrawer('DATA', true);
    const drawer = await screen.findByRole('dialog', { name: 'Änderungen im Ordnerbaum' });
    await user.click(within(drawer).getByRole('button', { name: 'Schließen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the list could not be read, and reads it again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.History.mockRejectedValueOnce(answeredWith('FORBIDDEN')).mockResolvedValue({ history: [] });
    const { drawer, user } = await openDrawer();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Die Änderungen konnten nicht geladen werden.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(drawer).findByText('Noch keine Änderungen.')).toBeVisible();
  });
});
