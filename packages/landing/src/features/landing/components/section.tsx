import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionProps extends Omit<BoxProps, 'title'> {
  /** Fragment id, also the base of the heading id the section is labelled by. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A landmark region of the landing page, named by its own h2. */
export function Section({ id, title, intro, children, ...boxProps }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: '14', md: '20' }}
      scrollMarginTop="16"
      {...boxProps}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Box maxW="2xl" mb={{ base: '8', md: '12' }}>
          <Heading
            as="h2"
            id={headingId}
            size={{ base: '2xl', md: '3xl' }}
            color="gray.900"
            letterSpacing="tight"
          >
            {title}
          </Heading>
          {intro ? (
            <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="gray.600">
              {intro}
            </Text>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
