import { Box, Flex } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** docs/rules/README.md#console-layout: header on top, collapsible sidebar on the left, the page in the main area. */
export function AppLayout(): ReactElement {
  return (
    <Flex direction="column" h="100dvh" overflow="hidden">
      <Header />
      <Flex flex="1" minH="0">
        <Sidebar />
        <Box as="main" id="main" flex="1" minW="0" overflowY="auto">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
