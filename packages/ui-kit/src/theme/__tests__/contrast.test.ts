// WCAG 1.4.3 (AA) for the colour pairs the kit puts text in, computed from the theme's own tokens:
// a token that drifts below 4.5:1 fails here before axe finds it on a screen.
import { DAY_HOVER_BG, OUTSIDE_MONTH_DAY_COLORS } from '../../date/date-range-picker';
import { SOLID_HOVER_BG, SOLID_HOVER_BLACK_PERCENT, system } from '../system';

type Rgb = readonly [number, number, number];

const AA_TEXT = 4.5;
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** A colour token's light-mode value as #rrggbb, following `{colors.…}` references. */
function hexOf(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = String(conditions?._light ?? conditions?.base ?? token.originalValue);
  const reference = /^\{colors\.(.+)\}$/.exec(raw);
  if (reference?.[1]) return hexOf(reference[1]);
  const hex = NAMED[raw] ?? raw;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${name} is ${raw}, not a hex colour`);
  return hex;
}

function rgbOf(name: string): Rgb {
  const hex = hexOf(name);
  const channel = (at: number): number => parseInt(hex.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color-mix(in srgb, colour p%, black)`. */
function darkened([r, g, b]: Rgb, blackPercent: number): Rgb {
  const keep = 1 - blackPercent / 100;
  return [r * keep, g * keep, b * keep];
}

test.each([
  // The row menu's Hapus and Tolak, and error text under fields.
  ['fg.error', 'bg.panel'],
  // The same entries while highlighted by the pointer or the keyboard.
  ['fg.error', 'bg.error'],
  // The date picker's days of the neighbouring months, at rest and hovered.
  [OUTSIDE_MONTH_DAY_COLORS.rest, 'bg.panel'],
  [OUTSIDE_MONTH_DAY_COLORS.hover, DAY_HOVER_BG],
])('%s text on %s is at least 4.5:1', (text, background) => {
  expect(contrast(rgbOf(text), rgbOf(background))).toBeGreaterThanOrEqual(AA_TEXT);
});

test('the solid button hover darkens the fill by the percentage the contrast below is computed for', () => {
  expect(SOLID_HOVER_BG).toBe(
    `color-mix(in srgb, {colors.colorPalette.solid} ${100 - SOLID_HOVER_BLACK_PERCENT}%, black)`,
  );
  const solid = system.getRecipe('button').variants.variant.solid as Record<string, unknown>;
  expect(solid._hover).toEqual({ bg: SOLID_HOVER_BG });
  expect(solid._expanded).toEqual({ bg: SOLID_HOVER_BG });
});

// Every palette the console puts a solid fill in: brand by default (buttons, chosen days), red
// for deleting, gray.
test.each(['brand', 'red', 'gray'])(
  'white-on-%s solid buttons stay at least 4.5:1 at rest and hovered',
  (palette) => {
    const fill = rgbOf(`${palette}.solid`);
    const text = rgbOf(`${palette}.contrast`);
    expect(contrast(text, fill)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(text, darkened(fill, SOLID_HOVER_BLACK_PERCENT))).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  },
);
