import { Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuMenu } from 'react-icons/lu';
import { formatHeaderDate } from 'ui-kit/format';
import { usePageTitleStore } from 'ui-kit/layout';
import { CompanyLogo } from './company-logo';
import { ProfilePopover } from './profile-popover';
import { SIDEBAR_DRAWER_ID, useSidebarStore } from './sidebar-store';
import { useIsMobile } from './use-is-mobile';
import { useToday } from './use-today';

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** docs/rules/README.md#console-layout: the header is 4rem high. */
export const HEADER_HEIGHT = '4rem';

/** docs/rules/README.md#console-layout: company logo, optional page title, today's date, profile popover. */
export function Header(): ReactElement {
  const title = usePageTitleStore((state) => state.title);
  const isMobile = useIsMobile();
  const drawerOpen = useSidebarStore((state) => state.drawerOpen);
  const setDrawerOpen = useSidebarStore((state) => state.setDrawerOpen);
  const today = useToday();

  return (
    <Flex
      as="header"
      h={HEADER_HEIGHT}
      minH={HEADER_HEIGHT}
      align="center"
      gap={{ base: '2', md: '4' }}
      px={{ base: '3', md: '5' }}
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {isMobile ? (
        <IconButton
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls={SIDEBAR_DRAWER_ID}
          variant="ghost"
          onClick={() => setDrawerOpen(true)}
        >
          <LuMenu />
        </IconButton>
      ) : null}
      <CompanyLogo />
      {title ? (
        <Heading
          as="h1"
          size={{ base: 'md', md: 'lg' }}
          truncate
          minW="0"
          ps={{ base: '1', md: '4' }}
          borderStartWidth={{ base: '0', md: '1px' }}
          borderColor="border"
        >
          {title}
        </Heading>
      ) : null}
      <HStack ms="auto" gap={{ base: '2', md: '4' }} flexShrink={0}>
        <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
          <time dateTime={isoDay(today)}>{formatHeaderDate(today)}</time>
        </Text>
        <ProfilePopover today={today} />
      </HStack>
    </Flex>
  );
}
