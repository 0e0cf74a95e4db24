import { Box, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, PRODUCT_TAGLINE, WifiLogo } from '../../brand';
import type { CompanyProfile } from 'contracts/landing';

export function SiteFooter({ companyProfile }: { companyProfile: CompanyProfile | null }) {
  const year = new Date().getFullYear();
  const owner = companyProfile?.companyName ?? PRODUCT_NAME;
  return (
    <Box as="footer" bg="gray.900" color="gray.300">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py="10">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
          <Stack gap="2">
            <HStack gap="2.5">
              <WifiLogo size={28} />
              <Text fontWeight="bold" color="white">
                {PRODUCT_NAME}
              </Text>
            </HStack>
            <Text fontSize="sm">{PRODUCT_TAGLINE}</Text>
          </Stack>
          {companyProfile?.address ? (
            <Box as="address" fontStyle="normal" fontSize="sm" maxW="sm" whiteSpace="pre-line">
              {companyProfile.address}
            </Box>
          ) : null}
        </Flex>
        <Text mt="8" pt="6" borderTopWidth="1px" borderColor="gray.700" fontSize="sm">
          © {year} {owner}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
