import { HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** The company mark: Wi-Fi arcs over a router dot, in the brand colour. */
export function CompanyMark({ size = 32 }: { size?: number }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#13758b" />
      <path
        d="M7 13.5a13 13 0 0 1 18 0"
        stroke="#fff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M10.6 17.4a8 8 0 0 1 10.8 0"
        stroke="#fff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M14 21.2a3 3 0 0 1 4 0"
        stroke="#c6e9ee"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="16" cy="24.6" r="1.9" fill="#fff" />
    </svg>
  );
}

/** Logo with the company name; the name hides on small screens to leave room for the page title. */
export function CompanyLogo(): ReactElement {
  return (
    <HStack gap="2" flexShrink={0} aria-label="Pokayoke" role="img">
      <CompanyMark />
      <Text
        as="span"
        fontWeight="bold"
        fontSize="lg"
        color="brand.fg"
        display={{ base: 'none', md: 'inline' }}
        aria-hidden
      >
        Pokayoke
      </Text>
    </HStack>
  );
}
