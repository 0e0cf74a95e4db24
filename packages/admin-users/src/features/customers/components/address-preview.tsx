import { Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { firstCharacters, isLongerThan } from 'ui-kit/format';

/** docs/rules/lists.md#customer-list: the customer list shows the address cut to its first 20 characters. */
export const ADDRESS_PREVIEW_LENGTH = 20;

/**
 * The first 20 characters of an address; a cut one ends in '…' and carries the whole address as
 * its title (hover), and Lihat shows it in full.
 */
export function AddressPreview({ address: text }: { address: string }): ReactElement | null {
  if (!text) return null;
  if (!isLongerThan(text, ADDRESS_PREVIEW_LENGTH)) return <>{text}</>;
  return (
    <Text as="span" title={text} whiteSpace="nowrap">
      {firstCharacters(text, ADDRESS_PREVIEW_LENGTH).trimEnd()}
      <span aria-hidden>…</span>
    </Text>
  );
}
