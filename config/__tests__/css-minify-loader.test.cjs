const { minifyCss } = require('../css-minify-loader.cjs');

test('comments and layout whitespace go; selectors, values and strings keep their meaning', () => {
  const css = `/* a comment */
.a > .b,
.c:hover {
  color: rgba(0, 0, 0, 0.5);
  font-family: Inter, sans-serif;
}
.d .e[aria-invalid='true'] { margin: 0 auto; }
@media (min-width: 48em) {
  .f { width: calc(100% - 2px); }
}
`;
  expect(minifyCss(css)).toBe(
    ".a>.b,.c:hover{color:rgba(0,0,0,0.5);font-family:Inter,sans-serif}.d .e[aria-invalid='true']{margin:0 auto}@media (min-width: 48em){.f{width:calc(100% - 2px)}}",
  );
});
