import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';

const TABLE_ROWS = 6;

/** The shape of a list page (title bar, toolbar, table) while its code or data loads. */
export function PageSkeleton(): ReactElement {
  return (
    <Stack
      role="status"
      aria-busy="true"
      aria-label="Loading page"
      gap="5"
      p={{ base: '4', md: '6' }}
      w="full"
    >
      <HStack justify="space-between">
        <Skeleton h="8" w={{ base: '40%', md: '220px' }} />
        <Skeleton h="9" w="28" />
      </HStack>
      <Box bg="bg" borderWidth="1px" borderColor="border" rounded="md" p="4">
        <Stack gap="3">
          <HStack gap="3">
            <Skeleton h="9" flex="1" maxW="320px" />
            <Skeleton h="9" w="24" />
          </HStack>
          <Skeleton h="8" />
          {Array.from({ length: TABLE_ROWS }, (_, i) => (
            <Skeleton key={i} h="6" opacity={1 - i * 0.1} />
          ))}
          <HStack justify="flex-end" gap="2" pt="2">
            <Skeleton h="8" w="32" />
            <Skeleton h="8" w="40" />
          </HStack>
        </Stack>
      </Box>
    </Stack>
  );
}
