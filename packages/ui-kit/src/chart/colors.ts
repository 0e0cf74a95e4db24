// Colours the canvas paints with: a canvas cannot read CSS variables, so the axes take the
// container's computed text colour (right in light and dark mode) and series colours are plain.

/** Series colours that read on light and dark backgrounds, in the order charts use them. */
export const CHART_COLORS = {
  blue: '#3b82f6',
  green: '#22c55e',
  orange: '#f97316',
  purple: '#a855f7',
  teal: '#14b8a6',
  red: '#ef4444',
  grey: '#94a3b8',
} as const;

/** `#rrggbb` or `rgb(r, g, b)` with an alpha. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = Number.parseInt(hex[1] as string, 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return color;
}

/** Axis text and grid colours from the element's own text colour. */
export function axisColors(element: HTMLElement): { text: string; grid: string } {
  const text = getComputedStyle(element).color || 'rgb(100, 116, 139)';
  return { text: withAlpha(text, 0.75), grid: withAlpha(text, 0.1) };
}
