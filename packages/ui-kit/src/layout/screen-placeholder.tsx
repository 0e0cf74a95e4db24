import { EmptyState, Stack } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuConstruction } from 'react-icons/lu';

export interface ScreenPlaceholderProps {
  /** The screen's name, e.g. 'Delivery table'. */
  screen: string;
  /** What the screen will do, in one sentence. */
  children?: ReactNode;
}

/**
 * Stands in for a screen whose own issue has not landed yet: the route, the page title and the
 * federation wiring are real; the body says plainly that the screen comes with its issue.
 */
export function ScreenPlaceholder({ screen, children }: ScreenPlaceholderProps): ReactElement {
  return (
    <Stack p={{ base: '4', md: '6' }}>
      <EmptyState.Root bg="bg" borderWidth="1px" borderColor="border" rounded="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <EmptyState.Title as="h2">{screen}</EmptyState.Title>
          <EmptyState.Description>
            {children}
            {children ? ' ' : null}This screen comes with its own issue.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
