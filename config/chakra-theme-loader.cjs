// Webpack loader for one file, Chakra's theme entry (`@chakra-ui/react/theme`, dist/esm/theme/index.js).
//
// The console's theme (packages/ui-kit/src/theme/system.ts) imports Chakra's tokens, text styles and
// global CSS from that entry, and only the recipes its components use (recipes.generated.ts, from
// `pnpm gen:chakra`). But the entry also builds `defaultThemeConfig = defineConfig({ …, recipes,
// slotRecipes })` at module scope, and webpack keeps a call it cannot prove pure: that one unused
// constant pulled all ~75 of Chakra's recipes (200 KB of source) into the console. `defineConfig` is
// the identity function; marking the call pure lets webpack drop the constant and, with it, every
// recipe nobody imports. If Chakra changes that line, the build fails here instead of silently
// growing again.
const UNUSED_CONFIG = /(const defaultThemeConfig = )(defineConfig\()/;

function markThemeConfigPure(source) {
  const text = String(source);
  if (!UNUSED_CONFIG.test(text)) {
    throw new Error(
      "config/chakra-theme-loader.cjs: Chakra's theme entry no longer declares `const defaultThemeConfig = defineConfig(`; update the loader so unused recipes stay out of the bundle",
    );
  }
  return text.replace(UNUSED_CONFIG, '$1/* @__PURE__ */ $2');
}

module.exports = function chakraThemeLoader(source) {
  return markThemeConfigPure(source);
};
module.exports.markThemeConfigPure = markThemeConfigPure;
