import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes.generated';

// A calm teal-blue: reads as "network" without the alarm of saturated blues, and its 600 step
// keeps white text above WCAG AA contrast on solid buttons.
const brand = {
  50: { value: '#e8f6f8' },
  100: { value: '#c6e9ee' },
  200: { value: '#9dd8e2' },
  300: { value: '#6bc2d2' },
  400: { value: '#3aa9bf' },
  500: { value: '#1b8fa7' },
  600: { value: '#13758b' },
  700: { value: '#115f71' },
  800: { value: '#104d5b' },
  900: { value: '#0d3f4b' },
  950: { value: '#072a33' },
};

// System fonts only: the CSP allows no third-party font host and a console must render offline.
const sans =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const mono = "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', monospace";

/**
 * How much black a solid fill's hover mixes in. Chakra's default hover fades the fill to 90 %
 * towards the page, which leaves white text under 4.5:1 on brand.600 (4.37:1) and red.600;
 * darkening keeps every solid palette's text at AA while still showing the hover.
 */
export const SOLID_HOVER_BLACK_PERCENT = 10;
/** The hover fill of anything solid in the current colour palette (buttons, chosen days). */
export const SOLID_HOVER_BG = `color-mix(in srgb, {colors.colorPalette.solid} ${100 - SOLID_HOVER_BLACK_PERCENT}%, black)`;

// Only the solid variant's hover and open (menu trigger) fills change; the rest is Chakra's.
const button = defineRecipe({
  variants: {
    variant: {
      solid: { _hover: { bg: SOLID_HOVER_BG }, _expanded: { bg: SOLID_HOVER_BG } },
    },
  },
});

/** The console's own part of the theme: brand palette, fonts, the solid hover, AA colours. */
export const themeConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    recipes: { button },
    tokens: {
      colors: { brand },
      fonts: {
        heading: { value: sans },
        body: { value: sans },
        mono: { value: mono },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 is 3.76:1 on white and lower on red tints (error text, the row menu's
        // Hapus and Tolak, highlighted or not); red.700 stays above 4.5:1 on both.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/**
 * Chakra's default theme without its recipes: the same tokens, semantic tokens, text and layer
 * styles, keyframes and global CSS as `defaultConfig`, and only the recipes of the components the
 * packages use (recipes.generated.ts, written by `pnpm gen:chakra` from the facade's names).
 * `defaultConfig` carries all of Chakra's ~75 recipes and slot recipes, each compiled at start-up.
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The one Chakra system of the console; every remote renders inside it through `UiProvider`. */
export const system = createSystem(defaultBaseConfig, chakraTheme, themeConfig);
