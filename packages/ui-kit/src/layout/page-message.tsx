import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export interface PageMessageProps {
  icon: ReactNode;
  title: string;
  /** The heading's level: 1 on a page of its own, 2 under the shell's page title. */
  level?: 1 | 2;
  children: ReactNode;
  /** Where `Back to home` leads. */
  homeHref: string;
  iconColor?: string;
}

/** A page that is only a statement (not found, no access): icon, heading, why, and the way home. */
export function PageMessage({
  icon,
  title,
  level = 1,
  children,
  homeHref,
  iconColor = 'brand.solid',
}: PageMessageProps): ReactElement {
  return (
    <Stack align="center" justify="center" textAlign="center" gap="4" py="16" px="6" minH="50vh">
      <Stack fontSize="5xl" color={iconColor} aria-hidden>
        {icon}
      </Stack>
      <Heading as={level === 1 ? 'h1' : 'h2'} size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {children}
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
