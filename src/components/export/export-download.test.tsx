import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectSavedDownloads } from '../../test/saved-downloads';
import { shownToastTexts } from '../../test/shown-toasts';
import { filesExport } from './export-address';
import { ExportButton } from './export-button';
import { ExportMenu } from './export-menu';

/** A streamed export answer whose chunks the test hands out one at a time. */
function streamedAnswer(total: number) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
    },
  });
  return {
    response: new Response(body, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-files': String(total) },
    }),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
    fail: (error: Error) => controller?.error(error),
  };
}

const saved = collectSavedDownloads();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderInChakra = (ui: ReactNode) => {
  render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);
  return userEvent.setup();
};

// Chakra's renders in jsdom are slow on a busy machine.
describe('downloading an export', { timeout: 20_000 }, () => {
  it('counts the files as they arrive and saves the file whole', async () => {
    const answer = streamedAnswer(2);
    const fetch = vi.fn(async () => answer.response);
    vi.stubGlobal('fetch', fetch);
    const user = renderInChakra(
      <ExportButton href="/export/files.csv?schemaId=s" fileName="Möbel.csv" kind="csv" icon={null}>
        CSV exportieren
      </ExportButton>,
    );
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    answer.send('\uFEFFID;Bezeichnung\r\na;Sofa\r\n');
    expect(await screen.findByRole('progressbar', { name: 'Export: 1 von 2 Dateien' })).toBeVisible();
    expect(saved).toEqual([]);
    answer.send('b;Tisch\r\n');
    answer.end();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Möbel.csv');
    expect(await saved[0]?.text).toBe('\uFEFFID;Bezeichnung\r\na;Sofa\r\nb;Tisch\r\n');
    expect(fetch).toHaveBeenCalledWith('/export/files.csv?schemaId=s', expect.anything());
    expect(await screen.findByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  });

  it('saves nothing when stopped, nor when the server fails, and says the latter', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = streamedAnswer(2);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_address: string, init: RequestInit) => {
        init.signal?.addEventListener('abort', () => answer.fail(new DOMException('Aborted', 'AbortError')));
        return answer.response;
      }),
    );
    const user = renderInChakra(
      <ExportButton href="/export/files.json?schemaId=s" fileName="Möbel.json" kind="json" icon={null}>
        JSON exportieren
      </ExportButton>,
    );
    await user.click(screen.getByRole('button', { name: 'JSON exportieren' }));
    await user.click(await screen.findByRole('button', { name: 'Export abbrechen' }));
    expect(await screen.findByRole('button', { name: 'JSON exportieren' })).toBeVisible();
    expect(shownToastTexts()).toEqual([]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"NOT_FOUND"}', { status: 404 })),
    );
    await user.click(screen.getByRole('button', { name: 'JSON exportieren' }));
    await waitFor(() => expect(shownToastTexts()).toEqual(['Der Export ist fehlgeschlagen.']));
    expect(screen.getByRole('button', { name: 'JSON exportieren' })).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('offers a choice of formats and downloads the chosen one, posting the chosen ids', async () => {
    const fetch = vi.fn(
      async () => new Response('{"files":[{"id":"a"}]}', { headers: { 'x-total-files': '1' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderInChakra(
      <ExportMenu
        label="Auswahl exportieren"
        icon={null}
        choices={[
          {
            label: 'Als CSV',
            ...filesExport('csv', { schemaId: 's', fileIds: ['a'] }),
            fileName: 'S.csv',
            kind: 'csv',
          },
          { label: 'Als JSON', ...filesExport('json', { fileIds: ['a'] }), fileName: 'S.json', kind: 'json' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Auswahl exportieren' }));
    // Chosen by keyboard: the menu leaves jsdom's pointer moves unheard, so a click may not pick the entry.
    const json = await screen.findByRole('menuitem', { name: 'Als JSON' });
    for (let step = 0; step < 5 && !json.hasAttribute('data-highlighted'); step++) {
      await user.keyboard('{ArrowDown}');
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['S.json']));
    expect(fetch).toHaveBeenCalledWith(
      '/export/files.json',
      expect.objectContaining({ method: 'POST', body: '{"fileIds":["a"]}' }),
    );
  });
});
