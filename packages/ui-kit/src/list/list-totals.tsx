import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface ListTotalsItem {
  label: string;
  /** The figure, formatted ('Rp 1.250.000'); '–' is shown while there is none. */
  value: ReactNode;
  /** Colour of the figure (e.g. 'fg.error' for what is still owed). */
  color?: string;
}

/**
 * The totals line of a list (docs/rules/lists.md): the sums over every row its filter matches,
 * not only the page, each a labelled figure; wraps on a phone.
 */
export function ListTotals({
  label,
  items,
}: {
  /** The line's accessible name ('Totals'). */
  label: string;
  items: readonly ListTotalsItem[];
}): ReactElement {
  return (
    <HStack role="group" aria-label={label} gap={{ base: '4', md: '8' }} wrap="wrap" mb="3">
      {items.map((item) => (
        <Stack key={item.label} gap="0" role="group" aria-label={item.label}>
          <Text textStyle="xs" color="fg.muted">
            {item.label}
          </Text>
          <Text textStyle="lg" fontWeight="semibold" color={item.color}>
            {item.value ?? '–'}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
