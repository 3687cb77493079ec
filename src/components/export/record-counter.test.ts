import { describe, expect, it } from 'vitest';
import { recordCounter } from './record-counter';

describe('recordCounter', () => {
  it('counts CSV records by CRLF, across chunks, not line breaks inside cells', () => {
    const count = recordCounter('csv');
    expect(count('\uFEFFID;Name\r\na;"x\ny"\r')).toBe(0);
    expect(count('\nb;z\r\n')).toBe(2);
  });

  it('counts the file lines of a bundle, not schemas, trees or images', () => {
    const count = recordCounter('json');
    const text = [
      '{"format":"alloy-bundle","version":1,',
      '"schemas":[',
      '{"id":"s","label":"S","elements":[{"props":{"_props":{"_content":{"_schema":[{"schemaId":"s"}]}}}}]}],',
      '"trees":[',
      '{"frontEndType":"alloy","tree":"DATA","directory":[{"id":"e","schemaId":"s"}]}],',
      '"files":[',
      '{"id":"f1","schemaId":"s","label":"A"},',
      '{"id":"f\\"2","schemaId":"s","label":"B"}],',
      '"images":[',
      '{"id":"i","fileId":"f1"}',
      ']}',
      '',
    ].join('\n');
    expect(count(text.slice(0, 200))).toBeLessThanOrEqual(2);
    expect(count(text.slice(200))).toBe(2);
  });
});
