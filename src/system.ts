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
import { keepPropertyChecks, keepRecipeFunctions, keepStyles } from './system-caches';

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

keepRecipeFunctions(system);
keepStyles(system);
keepPropertyChecks(system);

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
