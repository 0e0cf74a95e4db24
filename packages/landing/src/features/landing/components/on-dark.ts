import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The theme's focus ring (brand.500) is under 3:1 against the dark brand sections; there it is
 * white, so that keyboard users can always see where they are (WCAG 2.4.7, 1.4.11).
 */
export const onDarkFocusRing: SystemStyleObject = {
  '& a:focus-visible, & button:focus-visible': { outlineColor: 'white' },
};
