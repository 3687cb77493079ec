import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import germanIssues from 'zod/v4/locales/de.js';
import { DomainInputError, parseInput } from './errors';

const GERMAN = germanIssues().localeError;

const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error as DomainInputError;
  }
  throw new Error('nothing thrown');
};

describe('DomainInputError', () => {
  it("says zod's first problem in the API's English, and again in German when asked", () => {
    const error = thrown(() => parseInput(z.object({ n: z.number() }), { n: 'x' }, 'data'));
    expect(error.message).toBe('data.n: Invalid input: expected number, received string');
    expect(error.inGerman(GERMAN)).toBe('data.n: Ungültige Eingabe: erwartet Zahl, erhalten string');
  });

  it('says a German text given with its path, and the English one where none is', () => {
    expect(new DomainInputError('is odd', 'a[1]', 'ist ungerade').inGerman(GERMAN)).toBe(
      'a[1]: ist ungerade',
    );
    expect(new DomainInputError('is odd', 'a[1]').inGerman(GERMAN)).toBe('a[1]: is odd');
    expect(new DomainInputError('is odd', undefined, 'ist ungerade').inGerman(GERMAN)).toBe('ist ungerade');
  });
});
