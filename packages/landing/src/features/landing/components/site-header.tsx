import { Box, Container, Flex, Grid, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, WifiLogo } from '../../brand';
import { MarketingLink } from './marketing-link';

export interface NavEntry {
  href: string;
  label: string;
}

export function SiteHeader({ entries }: { entries: NavEntry[] }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        {/* On a phone the section links drop to a second row rather than hiding behind a menu. */}
        <Grid
          templateColumns={{ base: '1fr auto', md: 'auto 1fr auto' }}
          templateAreas={{ base: '"brand cta" "nav nav"', md: '"brand nav cta"' }}
          alignItems="center"
          columnGap="6"
        >
          <Flex gridArea="brand" h="16" align="center">
            <Link asChild color="gray.900" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
              <RouterLink to="/">
                <HStack gap="2.5">
                  <WifiLogo size={32} />
                  <Text as="span" fontSize={{ base: 'md', sm: 'lg' }} whiteSpace="nowrap">
                    {PRODUCT_NAME}
                  </Text>
                </HStack>
              </RouterLink>
            </Link>
          </Flex>
          <Box
            as="nav"
            aria-label="Main"
            gridArea="nav"
            overflowX="auto"
            pb={{ base: '3', md: '0' }}
          >
            <HStack
              as="ul"
              gap={{ base: '5', md: '8' }}
              justify={{ base: 'flex-start', md: 'center' }}
              listStyleType="none"
              fontSize={{ base: 'sm', md: 'md' }}
            >
              {entries.map((entry) => (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    color="gray.700"
                    fontWeight="medium"
                    whiteSpace="nowrap"
                    _hover={{ color: 'brand.700' }}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
          <Box gridArea="cta">
            <MarketingLink colorPalette="brand" size={{ base: 'sm', sm: 'md' }}>
              Get Started
            </MarketingLink>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
