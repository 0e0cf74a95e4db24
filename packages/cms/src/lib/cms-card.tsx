import { Badge, Box, Card, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';

export interface CmsCardProps {
  title: string;
  /** A safe image address (or null: no picture). */
  image?: string | null;
  /** Active/Inactive, Popular, … */
  badges: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The card of one CMS record: picture, title, badges, the record's lines and its icons. */
export function CmsCard({
  title,
  image,
  badges,
  actions,
  children,
  footer,
}: CmsCardProps): ReactElement {
  // An address that shows nothing (moved, offline) leaves an empty frame, not a broken-image icon.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Card.Root as="li" size="sm" overflow="hidden" variant="outline" listStyleType="none">
      {image !== undefined ? (
        image && broken !== image ? (
          <Image
            src={image}
            alt=""
            aspectRatio="16 / 9"
            w="full"
            h="auto"
            fit="cover"
            bg="bg.muted"
            loading="lazy"
            onError={() => setBroken(image)}
          />
        ) : (
          <Box aspectRatio="16 / 9" bg="bg.muted" />
        )
      ) : null}
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h3" textStyle="md" wordBreak="break-word">
            {title}
          </Card.Title>
          <HStack gap="1" flexShrink={0} wrap="wrap" justify="end">
            {badges}
          </HStack>
        </HStack>
        <Stack gap="1" textStyle="sm" color="fg.muted">
          {children}
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="2" pt="0">
        <Text textStyle="xs" color="fg.muted">
          {footer}
        </Text>
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}

export function ActiveBadge({ active }: { active: boolean }): ReactElement {
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function PopularBadge(): ReactElement {
  return (
    <Badge colorPalette="orange" variant="subtle">
      Popular
    </Badge>
  );
}
