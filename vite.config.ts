import { constants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Chakra's anatomy module extends Ark's anatomies when it loads (`dialogAnatomy.extendWith(...)`), calls the
 * bundler cannot know to be free of side effects: every anatomy extended there stayed in the first load,
 * used or not. Marked pure, only those of the recipes the app uses remain.
 */
function pureAnatomyExtensions(): Plugin {
  return {
    name: 'pure-anatomy-extensions',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/ },
      handler: (code) =>
        code.replaceAll(/= (\w+(?:\$1)?)\.extendWith\(/g, '= /* @__PURE__ */ $1.extendWith('),
    },
  };
}

// Palettes nothing in the app names (as `colorPalette` or in a colour token), nor any recipe it uses.
const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink'];

/**
 * Leaves the unused palettes out of Chakra's colour tokens and semantic colour tokens, so that neither the
 * first load nor the style sheet of CSS variables carries them. Fails the build when Chakra's token modules
 * no longer look as expected, rather than keeping the palettes unnoticed.
 */
function withoutUnusedPalettes(): Plugin {
  // A palette is a top-level entry of the tokens object, indented by two spaces, up to its closing brace.
  const palette = new RegExp(`^  (?:${UNUSED_PALETTES.join('|')}): \\{\\n[\\s\\S]*?^  \\},?\\n`, 'gm');
  return {
    name: 'without-unused-palettes',
    transform: {
      filter: {
        id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](?:semantic-)?tokens[\\/]colors\.js$/,
      },
      handler(code, id) {
        const removed = code.match(palette)?.length ?? 0;
        if (removed !== UNUSED_PALETTES.length) {
          this.error(`expected ${UNUSED_PALETTES.length} palettes to leave out of ${id}, found ${removed}`);
        }
        return code.replace(palette, '');
      },
    },
  };
}

export default defineConfig({
  plugins: [
    pureAnatomyExtensions(),
    withoutUnusedPalettes(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // `.br` and `.gz` beside every script, style sheet, HTML, SVG and JSON file, for the server to send as
    // they are: compressed once at the highest settings instead of on every request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its whole default config at load time from every recipe; marked pure,
        // those unused calls go, and only the recipes src/system.ts names reach the bundle. The same holds
        // for the anatomies of components the app never uses.
        manualPureFunctions: ['defineConfig', 'createSystem', 'createAnatomy'],
        // Emotion imports hoist-non-react-statics (and with it react-is) for nothing but `withTheme`, which
        // Chakra does not use; neither package declares that it is free of side effects.
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  optimizeDeps: { entries: ['index.html'] },
  server: { watch: { ignored: ['**/playwright-report/**', '**/test-results/**', '**/data/**'] } },
});
