import { Box, Heading, HStack, Icon, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CompanyProfile } from 'contracts/landing';
import { ContentLink } from './content-link';
import { Section } from './section';
import { socialIcon } from './social-icon';

export function CompanyProfileSection({ profile }: { profile: CompanyProfile | null }) {
  if (!profile) return null;
  const statements = [
    { title: 'Vision', text: profile.vision },
    { title: 'Mission', text: profile.mission },
  ].filter((statement): statement is { title: string; text: string } => statement.text !== null);
  return (
    <Section id="about" title={`About ${profile.companyName}`} bg="gray.50">
      <Stack gap={{ base: '8', md: '10' }}>
        <HStack gap="5" align="flex-start">
          {profile.logo ? (
            <Image
              src={profile.logo}
              alt={`${profile.companyName} logo`}
              htmlWidth={64}
              htmlHeight={64}
              loading="lazy"
              decoding="async"
              boxSize="16"
              fit="contain"
              flexShrink={0}
              borderRadius="lg"
              bg="white"
            />
          ) : null}
          {profile.description ? (
            <Text
              fontSize={{ base: 'md', md: 'lg' }}
              color="gray.700"
              maxW="3xl"
              whiteSpace="pre-line"
            >
              {profile.description}
            </Text>
          ) : null}
        </HStack>

        {statements.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: statements.length }} gap="6">
            {statements.map((statement) => (
              <Box
                key={statement.title}
                p="6"
                bg="white"
                borderRadius="xl"
                borderWidth="1px"
                borderColor="gray.200"
              >
                <Heading as="h3" size="md" color="brand.800" mb="2">
                  {statement.title}
                </Heading>
                <Text color="gray.700" whiteSpace="pre-line">
                  {statement.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        ) : null}

        {profile.stats.length > 0 ? (
          <SimpleGrid as="dl" columns={{ base: 2, md: Math.min(profile.stats.length, 4) }} gap="4">
            {profile.stats.map((stat, index) => (
              <Stack
                key={`${index}-${stat.label}`}
                gap="1"
                p="5"
                bg="white"
                borderRadius="xl"
                borderWidth="1px"
                borderColor="gray.200"
                // <dt> before <dd> in the markup, value shown first on screen.
                flexDirection="column-reverse"
              >
                <Text as="dt" color="gray.600" fontSize="sm">
                  {stat.label}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="bold" color="gray.900">
                  {stat.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        ) : null}

        {profile.website || profile.socialMedia.length > 0 ? (
          <HStack
            as="ul"
            listStyleType="none"
            gap="3"
            wrap="wrap"
            aria-label={`${profile.companyName} online`}
          >
            {profile.website ? (
              <li>
                <ContentLink href={profile.website} color="brand.700" fontWeight="semibold">
                  {new URL(profile.website).host}
                </ContentLink>
              </li>
            ) : null}
            {profile.socialMedia.map((social) => {
              const PlatformIcon = socialIcon(social.platform);
              return (
                <li key={`${social.platform}-${social.url}`}>
                  <ContentLink
                    href={social.url}
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                    px="3"
                    py="1.5"
                    borderRadius="full"
                    bg="white"
                    borderWidth="1px"
                    borderColor="gray.200"
                    color="gray.800"
                  >
                    <Icon boxSize="4">
                      <PlatformIcon />
                    </Icon>
                    {social.platform}
                  </ContentLink>
                </li>
              );
            })}
          </HStack>
        ) : null}
      </Stack>
    </Section>
  );
}
