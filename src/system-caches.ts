import type { SystemContext } from '@chakra-ui/react';
import { css as serialize } from '@emotion/react';

interface Kept<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value kept under `key`, made and kept first when there is none. */
function kept<K, V>(values: Kept<K, V>, key: K, make: () => V): V {
  let value = values.get(key);
  if (value === undefined) {
    value = make();
    values.set(key, value);
  }
  return value;
}

/** Values kept until `limit` of them are, then anew. */
function boundedMap<K, V>(limit: number): Kept<K, V> {
  const map = new Map<K, V>();
  return {
    get: (key) => map.get(key),
    set(key, value) {
      if (map.size >= limit) map.clear();
      map.set(key, value);
    },
  };
}

/**
 * One recipe function per recipe config. Chakra's styled elements call `cva` with their (unchanging) config
 * on every render, and each call made a new function with empty caches of its own, so every element
 * computed its recipe's styles anew: rendering a form of 200 fields made ~3,500 of them, for 22 distinct
 * results. The config is never changed once made, like the theme's recipes Chakra keeps by key.
 */
export function keepRecipeFunctions(system: SystemContext): void {
  const recipeFns = new WeakMap<object, ReturnType<SystemContext['cva']>>();
  const createRecipeFn = system.cva;
  system.cva = ((config) =>
    config
      ? kept(recipeFns, config, () => createRecipeFn(config))
      : createRecipeFn(config)) as SystemContext['cva'];
}

/** Distinct style inputs, and merged styles, kept before each starts anew (an app has a few hundred). */
const KEPT = 5_000;

/**
 * `styles` with its CSS text and class name, as Emotion's own serialized styles carry them, so that Emotion
 * takes them as they are instead of writing the object out again. Not enumerable: to everything else the
 * object stays the plain style object it was.
 */
function withCssText(styles: object): object {
  if (!Object.isExtensible(styles) || 'styles' in styles) return styles;
  const { name, styles: text, next } = serialize(styles as Parameters<typeof serialize>[0]);
  return Object.defineProperties(styles, {
    name: { value: name },
    styles: { value: text },
    next: { value: next },
  });
}

/**
 * Every styled element merges its recipe's styles with its own through `css` on each render, and Emotion
 * then writes the merged object out as CSS text to name its class. Chakra keeps the merged objects, but finds
 * them by a text it builds from the whole of every input (the recipe's styles run to dozens of rules), and
 * Emotion writes the text anew each time: a form of 200 fields spent about a third of its rendering on the
 * two. Here an input is known by its identity once seen (a recipe's styles are the same object each time; a
 * style object is not changed once passed, as React's props are not), a new one by its JSON; and the merged
 * styles carry their CSS text for Emotion (`withCssText`).
 */
export function keepStyles(system: SystemContext): void {
  const merge = system.css;
  const idOfObject = new WeakMap<object, string>();
  const idOfJson = boundedMap<string, string>(KEPT);
  const merged = boundedMap<string, object>(KEPT);
  // Never given twice, so an object keeps an id no other input gets after the JSON ids started anew.
  let ids = 0;
  const idOf = (input: unknown): string => {
    if (typeof input !== 'object' || input === null)
      return typeof input === 'string' ? `"${input}` : String(input);
    return kept(idOfObject, input, () => kept(idOfJson, JSON.stringify(input), () => `#${ids++}`));
  };
  system.css = ((...inputs: Parameters<typeof merge>) =>
    kept(merged, inputs.map(idOf).join(), () => withCssText(merge(...inputs)))) as SystemContext['css'];
}

/**
 * Chakra asks for every prop of every styled element whether it is a style property, through a cache that
 * reorders itself on each hit; the answers never change, so they are kept in a plain map.
 */
export function keepPropertyChecks(system: SystemContext): void {
  const check = system.isValidProperty;
  const known = new Map<string, boolean>();
  system.isValidProperty = (prop: string) => kept(known, prop, () => check(prop));
}
