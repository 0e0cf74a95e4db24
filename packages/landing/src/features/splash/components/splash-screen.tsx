import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, PRODUCT_TAGLINE, WifiLogo } from '../../brand';

export const SPLASH_STATUS_TEXT = 'Checking your session...';

/** Shown at `/` while the stored session loads, and while a signed-in visitor is on the way to /app. */
export function SplashScreen() {
  return (
    <Flex
      as="main"
      minH="100dvh"
      align="center"
      justify="center"
      px="6"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
    >
      <Stack gap="5" align="center" textAlign="center">
        <Box
          borderRadius="2xl"
          boxShadow="0 0 0 8px rgba(255, 255, 255, 0.12)"
          animation="pulse 2s ease-in-out infinite"
          _motionReduce={{ animation: 'none' }}
        >
          <WifiLogo size={80} />
        </Box>
        <Heading
          as="h1"
          fontSize={{ base: '3xl', md: '4xl' }}
          fontWeight="bold"
          letterSpacing="tight"
        >
          {PRODUCT_NAME}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="xl" textWrap="balance">
          {PRODUCT_TAGLINE}
        </Text>
        <Flex role="status" align="center" gap="3" mt="4" color="brand.50">
          <Spinner size="sm" color="white" borderWidth="2px" aria-hidden />
          <Text>{SPLASH_STATUS_TEXT}</Text>
        </Flex>
      </Stack>
    </Flex>
  );
}
