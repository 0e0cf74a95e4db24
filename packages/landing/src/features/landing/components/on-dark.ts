/**
 * The focus ring (brand.500) is under 3:1 against the dark brand sections; there it is white, so that
 * keyboard users can always see where they are (WCAG 2.4.7, 1.4.11). The rule is in styles/public.css.
 */
export const ON_DARK_CLASS = 'lp-on-dark';
