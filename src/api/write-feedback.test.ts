import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredWith as answered } from '../lib/graphql/test-client-error';
import { getPlacementsInUse, toasterFor } from '../lib/toasters';
import { handleWriteError, notifyWriteResult } from './write-feedback';

const shownTexts = () =>
  getPlacementsInUse()
    .flatMap((placement) =>
      toasterFor(placement)
        .getVisibleToasts()
        .map((toast) => String(toast.title)),
    )
    .sort();

afterEach(() => {
  for (const placement of getPlacementsInUse()) toasterFor(placement).remove();
});

const messages = { success: 'toast.fileUpdated', failure: 'toast.fileUpdateFailed' } as const;

describe('write feedback', () => {
  it('shows the success text for a successful write and the failure text for success: false', () => {
    notifyWriteResult(true, messages);
    notifyWriteResult(false, messages);
    expect(shownTexts()).toEqual(
      ['Datei erfolgreich aktualisiert', 'Datei konnte nicht aktualisiert werden'].sort(),
    );
  });

  it('reloads the object and says someone else changed it on CONFLICT', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await handleWriteError(queryClient, answered('CONFLICT'), {
      conflictKeys: [['file', 'f1']],
      ...messages,
    });

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['file', 'f1'] });
    expect(shownTexts()).toEqual([
      'Die Daten wurden inzwischen von jemand anderem geändert. Die aktuelle Fassung wurde geladen.',
    ]);
  });

  it('shows the failure text, or the server message where the catalogue asks for it', async () => {
    const queryClient = new QueryClient();
    await handleWriteError(queryClient, answered('BAD_USER_INPUT'), { conflictKeys: [], ...messages });
    await handleWriteError(queryClient, answered('BAD_USER_INPUT', 'Label fehlt'), {
      conflictKeys: [],
      failure: 'toast.schemaSaveFailed',
      preferServerMessage: true,
    });
    expect(shownTexts()).toEqual(['Datei konnte nicht aktualisiert werden', 'Label fehlt'].sort());
  });

  it('stays quiet when the session ended (the login page takes over)', async () => {
    await handleWriteError(new QueryClient(), answered('UNAUTHENTICATED'), { conflictKeys: [], ...messages });
    expect(shownTexts()).toEqual([]);
  });
});
