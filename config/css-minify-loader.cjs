// A small CSS minifier for production builds (webpack loader, before css-loader): removes comments
// and the whitespace around braces, semicolons, colons of declarations, commas and combinators.
// react-datepicker's stylesheet ships unminified and travels inside the date picker's JS chunk
// (style-loader); this keeps that chunk small without adding a CSS toolchain.
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/([{;])\s*([-a-z]+)\s*:\s*/g, '$1$2:')
    .trim();
}

module.exports = function cssMinifyLoader(source) {
  return minifyCss(String(source));
};
module.exports.minifyCss = minifyCss;
