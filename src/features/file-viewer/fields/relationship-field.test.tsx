import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelatedFileLink } from '../../../../domain/file/types';
import { element } from '../../../../domain/schema/element-fixtures';
import { dataDirectoryQueryOptions } from '../../../api/data-directory-query';
import { schemasQueryOptions } from '../../../api/schemas-query';
import type { DirectoryItemFieldsFragment } from '../../../lib/graphql/generated/graphql';
import { stubApi } from '../../../test/api-stub';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from '../test-render';
import { RelationshipField } from './relationship-field';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

afterEach(() => {
  vi.unstubAllGlobals();
});

const friends = (rules: object) => element('friends', 'Relationship', { label: 'Freunde', props: { rules } });

const link = (name: string, position: number): RelatedFileLink => ({
  id: `entry-${name}`,
  fileId: `file-${name}`,
  relationshipId: `rel-${name}`,
  position,
  label: name,
  elementId: 'friends',
});

const entry = (name: string, position: number): { id: string; directory: DirectoryItemFieldsFragment } => ({
  id: `entry-${name}`,
  directory: {
    id: `entry-${name}`,
    fileId: `file-${name}`,
    parentId: null,
    position,
    name,
    schemaId: null,
    isLeaf: true,
    isVisible: true,
  },
});

/** Files to pick from. */
function directory() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(dataDirectoryQueryOptions().queryKey, {
    version: 1,
    flat: ['Ada', 'Grace', 'Hedy', 'Katherine'].map(entry),
  });
  queryClient.setQueryData(schemasQueryOptions().queryKey, []);
  return queryClient;
}

describe('RelationshipField with rules', () => {
  // The tree lays out its rows only in a browser: ticking beyond the bound is in e2e/rules-file.spec.ts.
  it('says in the dialog how many may be chosen', async () => {
    const { user } = renderInForm(
      <RelationshipField element={friends({ minRelated: 3, maxRelated: 4 })} />,
      formContext({ relatedFiles: [link('Ada', 1)] }),
      directory(),
    );
    await user.click(await screen.findByRole('button', { name: 'Verknüpfung hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verknüpfte Dateien auswählen' });
    expect(within(dialog).getByText('Sie können noch 3 Dateien wählen.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte wählen Sie mindestens 2 Dateien.')).toBeInTheDocument();
  });

  it('offers no more links at maxRelated, and says why', async () => {
    renderInForm(
      <RelationshipField element={friends({ maxRelated: 2 })} />,
      formContext({ relatedFiles: [link('Ada', 1), link('Grace', 2)] }),
    );
    const add = await screen.findByRole('button', { name: 'Verknüpfung hinzufügen' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Mehr als 2 verknüpfte Dateien sind nicht erlaubt.');
  });

  it('keeps a link whose removal would leave fewer than minRelated', async () => {
    const api = stubApi();
    const { user } = renderInForm(
      <RelationshipField element={friends({ minRelated: 2 })} />,
      formContext({ relatedFiles: [link('Ada', 1), link('Grace', 2)] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verknüpfung mit „Ada“ entfernen' }));
    expect(screen.getByRole('group', { name: 'Freunde' })).toHaveAccessibleDescription(
      'Die Verknüpfung bleibt: Verlangt sind mindestens 2 verknüpfte Dateien.',
    );
    expect(api.DeleteRelatedFile).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Ada' })).toBeInTheDocument();
  });

  it('marks links stored before a bound that they break', async () => {
    renderInForm(
      <RelationshipField element={friends({ maxRelated: 2 })} />,
      formContext({ relatedFiles: [link('Ada', 1), link('Grace', 2), link('Hedy', 3)] }),
    );
    expect(await screen.findByRole('group', { name: 'Freunde' })).toHaveAccessibleDescription(
      'Gespeicherter Wert: Bitte höchstens 2 verknüpfte Dateien wählen.',
    );
  });
});
