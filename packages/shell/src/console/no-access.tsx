import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft, LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { roleLabel } from '../layout/profile';
import { CONSOLE_PATH } from '../routes/route-table';

/**
 * An admin-only area opened by another role (a typed URL, a bookmark): one plain statement in
 * place of the area, with no list, filters or Retry that could only fail (docs/rules/roles.md#screens).
 */
export function NoAccess({ area, role }: { area: string; role: string }): ReactElement {
  return (
    <Stack align="center" justify="center" textAlign="center" gap="4" py="16" px="6" minH="50vh">
      <Stack fontSize="5xl" color="fg.muted" aria-hidden>
        <LuLock />
      </Stack>
      <Heading as="h2" size="2xl">
        No access
      </Heading>
      <Text color="fg.muted" maxW="md">
        {area} is for admins only. Your role ({roleLabel(role)}) cannot open it.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={CONSOLE_PATH}>
          <LuArrowLeft aria-hidden />
          Back to home
        </RouterLink>
      </Button>
    </Stack>
  );
}
