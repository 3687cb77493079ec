/** The English (or any further) counterpart of a German part: the same keys, each with a string. */
export type TextsOf<Part> = { readonly [Key in keyof Part]: string };
