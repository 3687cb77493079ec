import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  JSON: { input: 'unknown', output: 'unknown' },
  File: { input: 'File', output: 'File' },
};

const config: CodegenConfig = {
  schema: 'graphql/schema.graphql',
  documents: 'graphql/operations/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    // Typed documents as query text: the app sends them through graphql-request without parsing them.
    'src/lib/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars,
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    'server/graphql/resolvers-types.gen.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#RequestContext',
        mappers: {},
      },
    },
  },
};

export default config;
