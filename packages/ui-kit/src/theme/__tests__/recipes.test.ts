// The theme is built from Chakra's base config, its tokens and only the recipes of the components in
// use (recipes.generated.ts, `pnpm gen:chakra`), not from `defaultConfig`. These pin that nothing else
// changed: the same CSS variables, global CSS and preflight, and the same recipe for every component
// the console renders, as the system built from all of Chakra's default config.
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '../recipes.generated';
import { SOLID_HOVER_BG, system, themeConfig } from '../system';

const everything = createSystem(defaultConfig, themeConfig);

test('the CSS variables, global CSS and preflight are those of the full default config', () => {
  expect(system.getTokenCss()).toEqual(everything.getTokenCss());
  expect(system.getGlobalCss()).toEqual(everything.getGlobalCss());
  expect(system.getPreflightCss()).toEqual(everything.getPreflightCss());
  expect(system.breakpoints.keys()).toEqual(everything.breakpoints.keys());
  expect(system._config.theme?.textStyles).toEqual(everything._config.theme?.textStyles);
  expect(system._config.theme?.layerStyles).toEqual(everything._config.theme?.layerStyles);
  expect(system._config.theme?.keyframes).toEqual(everything._config.theme?.keyframes);
});

test.each(Object.keys(recipes))('the %s recipe is the default one', (key) => {
  expect(system.isRecipe(key)).toBe(true);
  expect(system.getRecipe(key)).toEqual(everything.getRecipe(key));
});

test.each(Object.keys(slotRecipes))('the %s slot recipe is the default one', (key) => {
  expect(system.isSlotRecipe(key)).toBe(true);
  expect(system.getSlotRecipe(key)).toEqual(everything.getSlotRecipe(key));
});

test('the theme keeps its own button hover on top of Chakra button recipe', () => {
  const solid = system.getRecipe('button').variants.variant.solid as Record<string, unknown>;
  expect(solid._hover).toEqual({ bg: SOLID_HOVER_BG });
  expect(solid.bg).toBe('colorPalette.solid');
});

test('recipes of components nobody uses are left out', () => {
  const all = [
    ...Object.keys(everything._config.theme?.recipes ?? {}),
    ...Object.keys(everything._config.theme?.slotRecipes ?? {}),
  ];
  const kept = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
  expect(kept.length).toBeLessThan(all.length);
  for (const key of ['carousel', 'treeView', 'colorPicker', 'accordion'])
    expect(system.hasRecipe(key)).toBe(false);
});
