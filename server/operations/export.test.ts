import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, schemaElement as element } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

const VALUE = 'props.model.model-value';

const download = (path: string, token: string | null = api.admin) =>
  fetch(`${api.server.url}${path}`, { headers: token ? { authorization: token } : {} });

describe('CSV export of a schema’s files', () => {
  it('writes UTF-8 with BOM, ";", labels as headers, values as the form shows them, formulas made harmless', async () => {
    const schema = await api.saveSchema('Preisliste', {
      elements: [
        element('name', 'Input', 'Name', 0),
        element('price', 'Input', 'Preis', 1, { rules: { type: 'number', decimals: 2 } }),
        element('day', 'Input', 'Datum', 2, { rules: { type: 'date' } }),
        element('colour', 'Select', 'Farbe', 3, { options: { options: [{ id: 'r', label: 'Rot' }] } }),
      ],
    });
    await api.saveFile(schema.id, 'Sofa', {
      data: [
        { elementId: 'name', [VALUE]: 'Sofa; "Berlin"\nzweite Zeile' },
        { elementId: 'price', [VALUE]: 2499.95 },
        { elementId: 'day', [VALUE]: '2026-11-27' },
        { elementId: 'colour', [VALUE]: 'r' },
      ],
    });
    await api.saveFile(schema.id, '=HYPERLINK("http://böse")', {
      data: [
        { elementId: 'name', [VALUE]: '+1+2' },
        { elementId: 'price', [VALUE]: -3 },
      ],
    });
    const response = await download(`/export/schemas/${schema.id}/files.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-total-files')).toBe('2');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Preisliste.csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID;Bezeichnung;Name;Preis;Datum;Farbe');
    expect(text).toContain(';Sofa;"Sofa; ""Berlin""\nzweite Zeile";2.499,95;27.11.2026;Rot\r\n');
    expect(text).toContain(`;"'=HYPERLINK(""http://böse"")";'+1+2;-3,00;;\r\n`);
  });

  it('answers 401 without a token and 404 for another client’s schema', async () => {
    const schema = await api.saveSchema('Geheim');
    expect((await download(`/export/schemas/${schema.id}/files.csv`, null)).status).toBe(401);
    expect((await download(`/export/schemas/${schema.id}/files.csv`, api.otherAdmin)).status).toBe(404);
  });
});

describe('JSON export of the client', () => {
  it('is a bundle of the caller’s client, for admins only', async () => {
    const schema = await api.saveSchema('Bündel');
    await api.saveFile(schema.id, 'Im Bündel');
    const response = await download('/export/client.json');
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as { format: string; client: string; files: { label: string }[] };
    expect(bundle).toMatchObject({ format: 'alloy-bundle', client: 'acme' });
    expect(bundle.files.map((file) => file.label)).toContain('Im Bündel');
    expect((await download('/export/client.json', api.editor)).status).toBe(403);
    const other = (await (await download('/export/client.json', api.otherAdmin)).json()) as {
      files: unknown[];
    };
    expect(other.files).toEqual([]);
  });
});
