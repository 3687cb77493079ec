/**
 * Codegen plugin: the `TypedDocumentString` class the request functions' documents are made of when
 * `documentMode` is `string`. The documents stay plain query text, so the app ships no GraphQL parser.
 */
export const plugin = () => ({
  prepend: [
    [
      '/** A document as its query text (a `String`), as the request functions send it. */',
      'class TypedDocumentString extends String {',
      '  constructor(value: string, _meta?: Record<string, unknown>) {',
      '    super(value);',
      '  }',
      '}',
    ].join('\n'),
  ],
  content: '',
});
