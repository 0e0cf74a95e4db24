/** Ids of the table's own columns, beside the resource's. */
export const SELECT_COLUMN_ID = '__select';
export const ACTIONS_COLUMN_ID = '__actions';

// The selection and actions columns stay in view while a wide table scrolls sideways; a hairline
// marks where the scrolling columns pass under them.
const stickyCell = {
  position: 'sticky',
  bg: 'bg',
  zIndex: 1,
} as const;
export const stickyStart = {
  ...stickyCell,
  left: '0',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
};
export const stickyEnd = {
  ...stickyCell,
  right: '0',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
};
// An opaque sticky cell hides the row's hover colour; it takes it over instead.
export const followRowHover = { 'tr:hover > &': { bg: 'colorPalette.subtle' } } as const;
