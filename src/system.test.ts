import { describe, expect, it } from 'vitest';
import { system } from './system';

describe('system.cva', () => {
  it('makes one recipe function per config, which styles as a new one would', () => {
    const config = {
      base: { display: 'flex' },
      variants: { size: { sm: { padding: '1' }, lg: { padding: '4' } } },
    };
    const fn = system.cva(config);
    expect(system.cva(config)).toBe(fn);
    expect(fn({ size: 'lg' })).toEqual(system.cva({ ...config })({ size: 'lg' }));
    expect(fn({ size: 'lg' })).not.toEqual(fn({ size: 'sm' }));
  });

  it('makes a new function for another config', () => {
    expect(system.cva({ base: { color: 'red' } })).not.toBe(system.cva({ base: { color: 'red' } }));
  });
});
