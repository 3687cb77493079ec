import { describe, expect, it } from 'vitest';
import { element } from '../../domain/schema/element-fixtures';
import { checkBundle } from './check-bundle';

const known = { schemaIds: new Set<string>(), fileIds: new Set<string>() };
const bundle = (parts: Record<string, unknown>) => ({ format: 'alloy-bundle', version: 1, ...parts });
const input = element('name');
const messages = (value: unknown) => checkBundle(value, { known }).problems.map((problem) => problem.message);

describe('checkBundle', () => {
  it('says in German where a bundle is not of the fixture format', () => {
    expect(messages(bundle({ files: 'keine Liste' }))).toEqual([
      'Das Bündel hat nicht das erwartete Format: Ungültige Eingabe: erwartet Array, erhalten string',
    ]);
    const schemas = [{ id: 's', label: 'S', elements: [input, { ...input, position: 1 }] }];
    expect(messages(bundle({ schemas }))).toEqual([
      'Ungültige Elemente: schemas[0].elements[1].elementId: die elementId „name“ kommt mehrfach vor',
    ]);
    const files = [{ id: 'f', schemaId: 's', label: 'F', data: [{ elementId: 7 }] }];
    expect(
      messages(bundle({ schemas: schemas.slice(0, 1).map((s) => ({ ...s, elements: [input] })), files })),
    ).toEqual([
      'Ungültige Daten: files[0].data[0].elementId: Ungültige Eingabe: erwartet string, erhalten Zahl',
    ]);
    const trees = [
      {
        frontEndType: 'alloy',
        tree: 'DATA',
        directory: [{ id: 'a', name: 'A', isLeaf: true, children: [{ id: 'b', name: 'B' }] }],
      },
    ];
    expect(messages(bundle({ trees }))).toEqual([
      'Ungültiger Baum: directory[0].children: eine Datei (ein Blatt) hat keine Unterelemente',
    ]);
  });

  it('names text the database cannot store, and values nested too deep, in German', () => {
    expect(messages(bundle({ schemas: [{ id: 's', label: 'S\u0000' }] }))).toEqual([
      'Der Text lässt sich nicht speichern: er enthält das Zeichen NUL (U+0000).',
    ]);
    let deep: unknown = [];
    for (let level = 0; level < 200; level++) deep = [deep];
    expect(messages(bundle({ files: deep }))).toEqual([
      'Das Bündel lässt sich nicht speichern: es ist tiefer als 100 Ebenen verschachtelt.',
    ]);
  });
});
