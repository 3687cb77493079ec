import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (tokens, semantic tokens with their dark values, text and layer styles) with the
 * recipes of what shows outside the app's screens: the page spinner and skeleton, error and not-found
 * pages and toasts (the login page does without Chakra, see features/auth/login-page.css). The screens
 * behind the login add theirs (`addRecipes`, see system-screens.ts) when their code loads, so the first
 * load carries neither their recipes nor those of the ~80 Chakra components the app never uses. A component newly used anywhere needs its recipe in one of
 * the two lists (under the key its Chakra component names, e.g. `key: "tabs"`), or it renders unstyled.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Users who ask their system for less motion get none: dialogs, menus, toasts and drawers appear at once.
    // Spinners keep turning, or they would no longer say that something is under way.
    '*:not(.chakra-spinner, .login-spinner), *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      emptyState: emptyStateSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);

type RecipeFn = ReturnType<typeof system.cva>;
const recipeFns = new WeakMap<object, RecipeFn>();
const createRecipeFn = system.cva;
/**
 * One recipe function per recipe config. Chakra's styled elements call `cva` with their (unchanging) config
 * on every render, and each call made a new function with empty caches of its own, so every element
 * computed its recipe's styles anew: rendering a form of 200 fields made ~3,500 of them, for 22 distinct
 * results. The config is never changed once made, like the theme's recipes Chakra keeps by key.
 */
system.cva = ((config) => {
  if (!config) return createRecipeFn(config);
  let fn = recipeFns.get(config);
  if (!fn) {
    fn = createRecipeFn(config);
    recipeFns.set(config, fn);
  }
  return fn;
}) as typeof system.cva;

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Adds recipes to the one system every screen shares. Chakra looks a recipe up (and keeps what it found)
 * when a component of its key first renders, so this has to run before that: at the load of the module
 * that renders them.
 */
export function addRecipes(added: Pick<Theme, 'recipes' | 'slotRecipes'>): void {
  const theme = system._config.theme ?? {};
  theme.recipes = Object.assign(theme.recipes ?? {}, added.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, added.slotRecipes);
}
