import { describe, expect, it } from 'vitest';
import { intlFormat } from './intl-format';

describe('intlFormat', () => {
  it('gives the same formatter for the same kind, locale and options, and another one otherwise', () => {
    const german = intlFormat(Intl.NumberFormat, 'de-DE', { maximumFractionDigits: 1 });
    expect(intlFormat(Intl.NumberFormat, 'de-DE', { maximumFractionDigits: 1 })).toBe(german);
    expect(german.format(1.25)).toBe('1,3');
    const english = intlFormat(Intl.NumberFormat, 'en-GB', { maximumFractionDigits: 1 });
    expect(english).not.toBe(german);
    expect(english.format(1.25)).toBe('1.3');
    expect(intlFormat(Intl.NumberFormat, 'de-DE', { maximumFractionDigits: 2 }).format(1.25)).toBe('1,25');
    expect(intlFormat(Intl.PluralRules, 'de-DE')).not.toBe(intlFormat(Intl.NumberFormat, 'de-DE'));
  });
});
