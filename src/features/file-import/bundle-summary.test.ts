import { describe, expect, it } from 'vitest';
import { summarizeBundle } from './bundle-summary';

const bundle = (parts: object) => JSON.stringify({ format: 'alloy-bundle', version: 1, ...parts });

describe('the summary of a bundle', () => {
  it("counts its parts and the files of other schemas than the page's, by their labels", () => {
    const text = bundle({
      scope: 'files',
      schemas: [
        { id: 'moebel', label: 'Möbel' },
        { id: 'lampen', label: 'Lampen' },
      ],
      files: [
        { id: 'a', schemaId: 'moebel' },
        { id: 'b', schemaId: 'lampen' },
        { id: 'c', schemaId: 'unbekannt' },
        { id: 'd', schemaId: 'lampen' },
      ],
      images: [{ id: 'i' }],
      places: [
        { fileId: 'a', path: [] },
        { fileId: 'a', path: [{ id: 'p', name: 'Lager' }] },
      ],
    });
    expect(summarizeBundle(text, 'moebel')).toEqual({
      ok: true,
      summary: {
        scope: 'files',
        schemas: 2,
        files: 4,
        images: 1,
        places: 2,
        otherSchemas: [
          { schemaId: 'lampen', label: 'Lampen', files: 2 },
          { schemaId: 'unbekannt', label: 'unbekannt', files: 1 },
        ],
      },
    });
  });

  it('takes a bundle without a scope for a whole client, and missing parts for none', () => {
    expect(summarizeBundle(bundle({}), 'moebel')).toEqual({
      ok: true,
      summary: { scope: 'client', schemas: 0, files: 0, images: 0, places: 0, otherSchemas: [] },
    });
  });

  it.each([
    ['text that is no JSON', '{"format": "alloy-bundle",', 'notJson'],
    ['JSON of another format', JSON.stringify({ rows: [] }), 'notBundle'],
    ['a bundle of another version', JSON.stringify({ format: 'alloy-bundle', version: 2 }), 'notBundle'],
    ['a list', '[]', 'notBundle'],
  ])('refuses %s', (_case, text, kind) => {
    expect(summarizeBundle(text, 'moebel')).toEqual({ ok: false, problem: { kind } });
  });
});
