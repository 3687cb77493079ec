import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { shownToastTexts } from '../test/shown-toasts';
import { answeredWith as answered } from './graphql/test-client-error';
import { createQueryClient } from './query-client';
import { notifyWriteError, notifyWriteResult, type WriteMeta } from './write-meta';

const meta: WriteMeta = { success: 'toast.fileUpdated', failure: 'toast.fileUpdateFailed' };

describe('write meta', () => {
  it('shows the success text for an answered write and the failure text for success: false', () => {
    notifyWriteResult({ success: true }, meta);
    notifyWriteResult({ success: false }, meta);
    expect(shownToastTexts()).toEqual(
      ['Datei erfolgreich aktualisiert', 'Datei konnte nicht aktualisiert werden'].sort(),
    );
  });

  it('says nothing for a write that went out with another one', () => {
    notifyWriteResult(null, meta);
    expect(shownToastTexts()).toEqual([]);
  });

  it('reloads the object and says someone else changed it on CONFLICT', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await notifyWriteError(
      queryClient,
      answered('CONFLICT'),
      { fileId: 'f1' },
      {
        ...meta,
        conflictKeys: ({ fileId }: { fileId: string }) => [['file', fileId]],
      },
    );

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['file', 'f1'] });
    expect(shownToastTexts()).toEqual([
      'Die Daten wurden inzwischen von jemand anderem geändert. Die aktuelle Fassung wurde geladen.',
    ]);
  });

  it('shows the failure text, or the server message where the catalogue asks for it', async () => {
    const queryClient = new QueryClient();
    await notifyWriteError(queryClient, answered('BAD_USER_INPUT'), {}, meta);
    await notifyWriteError(
      queryClient,
      answered('BAD_USER_INPUT', 'Label fehlt'),
      {},
      {
        failure: 'toast.schemaSaveFailed',
        preferServerMessage: true,
      },
    );
    expect(shownToastTexts()).toEqual(['Datei konnte nicht aktualisiert werden', 'Label fehlt'].sort());
  });

  it('stays quiet when the session ended, when the screen shows the error itself, or without a text', async () => {
    const queryClient = new QueryClient();
    await notifyWriteError(queryClient, answered('UNAUTHENTICATED'), {}, meta);
    await notifyWriteError(queryClient, Object.assign(new Error('clash'), { shownInPlace: true }), {}, meta);
    await notifyWriteError(queryClient, new Error('offline'), {}, {});
    expect(shownToastTexts()).toEqual([]);
  });
});

describe('the query client', () => {
  it('reloads what a scope of writes changed once its last waiting write is through', async () => {
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const options = (wait: Promise<void>) => ({
      scope: { id: 'file:f1' },
      mutationFn: async () => {
        await wait;
        return { success: true };
      },
      meta: { invalidates: [['file', 'f1']] },
    });
    const cache = queryClient.getMutationCache();
    const one = cache.build(queryClient, options(first)).execute(undefined);
    const two = cache.build(queryClient, options(Promise.resolve())).execute(undefined);

    release();
    await one;
    expect(invalidate).not.toHaveBeenCalled();
    await two;
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['file', 'f1'] });
  });
});
