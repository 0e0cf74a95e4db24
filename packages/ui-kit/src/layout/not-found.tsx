import { Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft, LuCompass } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export interface NotFoundProps {
  /** Where the way back leads; the console's home by default. */
  homeHref?: string;
}

/** The page for a path no route matches, in the shell and inside a remote's own routes. */
export function NotFound({ homeHref = '/app' }: NotFoundProps): ReactElement {
  const { pathname } = useLocation();
  return (
    <Stack align="center" justify="center" textAlign="center" gap="4" py="16" px="6" minH="50vh">
      <Stack fontSize="5xl" color="brand.solid" aria-hidden>
        <LuCompass />
      </Stack>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted" maxW="md">
        Nothing lives at <Code wordBreak="break-all">{pathname}</Code>. The link may be old or
        mistyped.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={homeHref}>
          <LuArrowLeft aria-hidden />
          Back to home
        </RouterLink>
      </Button>
    </Stack>
  );
}
