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
    'src/lib/graphql/generated.ts': {
      plugins: [
        'typescript-operations',
        'typescript-graphql-request',
        './scripts/codegen-document-string.mjs',
      ],
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
