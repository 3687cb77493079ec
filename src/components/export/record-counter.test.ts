import { describe, expect, it } from 'vitest';
import { recordCounter } from './record-counter';

/** Feeds the text in pieces of `size` characters and answers the last count. */
const countInPieces = (text: string, size: number) => {
  const count = recordCounter('json');
  let last = 0;
  for (let start = 0; start < text.length; start += size) last = count(text.slice(start, start + size));
  return last;
};

const bundle = [
  '{"format":"alloy-bundle","version":1,"scope":"files",',
  '"schemas":[',
  '{"id":"s","label":"S {files: [","elements":[{"props":{"files":[{"schemaId":"s"}]}}]}],',
  '"trees":[',
  '{"frontEndType":"alloy","tree":"DATA","directory":[{"id":"e","schemaId":"s","children":[]}]}],',
  '"files":[',
  '{"id":"f1","schemaId":"s","label":"A","data":[{"elementId":"x","v":{"a":[{}]}}],"related":[]},',
  '{"label":"B \\"{\\" }","schemaId":"s","id":"f\\"2"}],',
  '"places":[{"fileId":"f1","path":[{"id":"p","name":"{"}]}],',
  '"images":[',
  '{"id":"i","fileId":"f1","bytes":"e30="}',
  ']}',
  '',
].join('\n');

describe('recordCounter', () => {
  it('counts CSV records by CRLF, across chunks, not line breaks inside cells', () => {
    const count = recordCounter('csv');
    expect(count('\uFEFFID;Name\r\na;"x\ny"\r')).toBe(0);
    expect(count('\nb;z\r\n')).toBe(2);
  });

  it("counts the objects of a bundle's files array: not schemas, trees, places, images or nested objects", () => {
    expect(recordCounter('json')(bundle)).toBe(2);
  });

  it('counts the same however the text is cut into chunks', () => {
    for (const size of [1, 2, 3, 7, 64]) expect(countInPieces(bundle, size)).toBe(2);
  });

  it('counts as the files arrive, whatever the spacing or the order of the keys', () => {
    const count = recordCounter('json');
    expect(count('{ "images" : [ ], "files" : [ { "id" : "a" } ,')).toBe(1);
    expect(count('\n  {\n "schemaId": "s"}\n')).toBe(2);
    expect(count('], "x": [{}]}')).toBe(2);
  });

  it('counts nothing in a bundle without files', () => {
    expect(recordCounter('json')('{"format":"alloy-bundle","scope":"schemas","schemas":[{"id":"s"}]}')).toBe(
      0,
    );
  });
});
