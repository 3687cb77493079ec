import { css as emotionCss } from '@emotion/react';
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

describe('system.css', () => {
  it('gives the same merged styles for inputs of the same content, with their CSS text for Emotion', () => {
    const recipe = system.cva({ base: { display: 'flex', _hover: { color: 'red.500' } } })({});
    const merged = system.css(recipe, { padding: '2' });
    expect(system.css(recipe, { padding: '2' })).toBe(merged);
    expect(system.css({ ...recipe }, { padding: '2' })).toBe(merged);
    expect(merged).toMatchObject({
      '@layer recipes': { display: 'flex' },
      padding: 'var(--chakra-spacing-2)',
    });
    const serialized = emotionCss(merged as Parameters<typeof emotionCss>[0]);
    expect(merged).toMatchObject({ name: serialized.name, styles: serialized.styles });
    expect(Object.keys(merged)).not.toContain('styles');
    expect(JSON.parse(JSON.stringify(merged))).not.toHaveProperty('name');
  });

  it('gives other styles for other inputs', () => {
    expect(system.css({ padding: '2' })).not.toEqual(system.css({ padding: '3' }));
    expect(system.css({ padding: '2' }, undefined)).toEqual(system.css({ padding: '2' }));
  });
});

describe('system.isValidProperty', () => {
  it('tells style properties from other props', () => {
    for (const prop of ['color', 'paddingX', '_hover', 'css', 'colorPalette']) {
      expect(system.isValidProperty(prop)).toBe(true);
    }
    for (const prop of ['onClick', 'aria-label', 'children'])
      expect(system.isValidProperty(prop)).toBe(false);
  });
});
