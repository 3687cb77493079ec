import type { SystemContext } from '@chakra-ui/react';
import { css as serialize } from '@emotion/react';

type RecipeFn = ReturnType<SystemContext['cva']>;

/**
 * One recipe function per recipe config. Chakra's styled elements call `cva` with their (unchanging) config
 * on every render, and each call made a new function with empty caches of its own, so every element
 * computed its recipe's styles anew: rendering a form of 200 fields made ~3,500 of them, for 22 distinct
 * results. The config is never changed once made, like the theme's recipes Chakra keeps by key.
 */
export function keepRecipeFunctions(system: SystemContext): void {
  const recipeFns = new WeakMap<object, RecipeFn>();
  const createRecipeFn = system.cva;
  system.cva = ((config) => {
    if (!config) return createRecipeFn(config);
    let fn = recipeFns.get(config);
    if (!fn) {
      fn = createRecipeFn(config);
      recipeFns.set(config, fn);
    }
    return fn;
  }) as SystemContext['cva'];
}

/** Distinct style inputs, and merged styles, kept before each starts anew (an app has a few hundred). */
const KEPT = 5_000;

/**
 * Every styled element merges its recipe's styles with its own through `css` on each render, and Emotion
 * then writes the merged object out as CSS text to name its class. Chakra keeps the merged objects, but finds
 * them by a text it builds from the whole of every input (the recipe's styles run to dozens of rules), and
 * Emotion writes the text anew each time: a form of 200 fields spent about a third of its rendering on the
 * two. Here an input is known by its identity once seen (a recipe's styles are the same object each time), a
 * new one by its JSON; and the merged styles carry their CSS text and name as Emotion's own serialized styles
 * do, which Emotion then takes as they are. They are plain style objects still: the two are not enumerable.
 */
export function keepStyles(system: SystemContext): void {
  const merge = system.css;
  const idOfObject = new WeakMap<object, string>();
  const idOfJson = new Map<string, string>();
  const merged = new Map<string, object>();
  let ids = 0;
  const idOf = (input: unknown): string => {
    if (typeof input !== 'object' || input === null)
      return typeof input === 'string' ? `"${input}` : String(input);
    let id = idOfObject.get(input);
    if (id === undefined) {
      const json = JSON.stringify(input);
      id = idOfJson.get(json);
      if (id === undefined) {
        if (idOfJson.size >= KEPT) idOfJson.clear();
        id = `#${ids++}`;
        idOfJson.set(json, id);
      }
      idOfObject.set(input, id);
    }
    return id;
  };
  system.css = ((...inputs: unknown[]) => {
    const key = inputs.map(idOf).join();
    let styles = merged.get(key);
    if (!styles) {
      styles = merge(...(inputs as Parameters<typeof merge>));
      if (Object.isExtensible(styles) && !('styles' in styles)) {
        const { name, styles: text, next } = serialize(styles as Parameters<typeof serialize>[0]);
        Object.defineProperties(styles, {
          name: { value: name },
          styles: { value: text },
          next: { value: next },
        });
      }
      if (merged.size >= KEPT) merged.clear();
      merged.set(key, styles);
    }
    return styles;
  }) as SystemContext['css'];
}

/**
 * Chakra asks for every prop of every styled element whether it is a style property, through a cache that
 * reorders itself on each hit; the answers never change, so they are kept in a plain map.
 */
export function keepPropertyChecks(system: SystemContext): void {
  const check = system.isValidProperty;
  const known = new Map<string, boolean>();
  system.isValidProperty = (prop: string) => {
    let valid = known.get(prop);
    if (valid === undefined) {
      valid = check(prop);
      known.set(prop, valid);
    }
    return valid;
  };
}
