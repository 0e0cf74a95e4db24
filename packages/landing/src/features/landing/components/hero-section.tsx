import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { FiActivity, FiSliders, FiTrendingUp } from 'react-icons/fi';
import type { CompanyProfile } from 'contracts/landing';
import { MarketingLink } from './marketing-link';
import { onDarkFocusRing } from './on-dark';

const HIGHLIGHTS = [
  { icon: FiActivity, title: 'Monitor users', text: 'See who is online on every router, live.' },
  {
    icon: FiSliders,
    title: 'Manage access',
    text: 'PPP accounts and profiles, switched on or off in a click.',
  },
  {
    icon: FiTrendingUp,
    title: 'Optimise performance',
    text: 'Rate limits and traffic at a glance.',
  },
] as const;

export function HeroSection({ companyProfile }: { companyProfile: CompanyProfile | null }) {
  const heroImage = companyProfile?.heroImage ?? null;
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      css={onDarkFocusRing}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '24' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="brand.100"
            >
              For Wi-Fi hotspots and small ISPs
            </Text>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
              fontWeight="bold"
            >
              Smart WiFi Management System
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50" maxW="xl">
              Monitor users, manage access and optimise performance across every hotspot, router and
              PPP account of your network, from one console.
            </Text>
            <Flex gap="3" wrap="wrap">
              <MarketingLink size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                Start Free Trial
              </MarketingLink>
              <MarketingLink
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                Learn More
              </MarketingLink>
            </Flex>
          </Stack>
          {heroImage ? (
            <Image
              src={heroImage}
              alt={companyProfile ? `${companyProfile.companyName}` : ''}
              htmlWidth={640}
              htmlHeight={480}
              w="full"
              h="auto"
              aspectRatio="4 / 3"
              fit="cover"
              borderRadius="2xl"
              boxShadow="2xl"
              fetchPriority="high"
            />
          ) : (
            <Stack
              as="ul"
              listStyleType="none"
              gap="3"
              bg="whiteAlpha.100"
              borderWidth="1px"
              borderColor="whiteAlpha.300"
              borderRadius="2xl"
              p={{ base: '4', md: '6' }}
            >
              {HIGHLIGHTS.map((highlight) => (
                <HStack as="li" key={highlight.title} gap="4" align="flex-start" p="3">
                  <Flex
                    flexShrink={0}
                    boxSize="11"
                    align="center"
                    justify="center"
                    borderRadius="xl"
                    bg="whiteAlpha.200"
                  >
                    <Icon boxSize="5">
                      <highlight.icon />
                    </Icon>
                  </Flex>
                  <Box>
                    <Text fontWeight="semibold" fontSize="lg">
                      {highlight.title}
                    </Text>
                    <Text color="brand.50">{highlight.text}</Text>
                  </Box>
                </HStack>
              ))}
            </Stack>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
