import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { MarketingLink } from './marketing-link';
import { onDarkFocusRing } from './on-dark';

export function CtaSection() {
  return (
    <Box
      as="section"
      aria-labelledby="cta-heading"
      bg="brand.800"
      color="white"
      css={onDarkFocusRing}
    >
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }}>
        <Stack gap="5" align="center" textAlign="center">
          <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Ready to take control of your Wi-Fi?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl">
            Bring your routers, PPP accounts and customers together today.
          </Text>
          <MarketingLink size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            Sign Up Now
          </MarketingLink>
        </Stack>
      </Container>
    </Box>
  );
}
