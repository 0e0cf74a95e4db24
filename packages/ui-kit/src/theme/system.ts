import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
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

/** The one Chakra system of the console; every remote renders inside it through `UiProvider`. */
export const system = createSystem(defaultConfig, config);
