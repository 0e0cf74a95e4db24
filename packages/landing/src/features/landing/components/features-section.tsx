import { Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiShield, FiUsers, FiZap } from 'react-icons/fi';
import { Section } from './section';

const FEATURES = [
  {
    icon: FiShield,
    title: 'Secure Access Control',
    text: 'Give every customer their own PPP account and profile, and allow or block access in one click.',
  },
  {
    icon: FiZap,
    title: 'High Performance',
    text: 'Set rate limits per profile and watch live connections so that every router stays fast.',
  },
  {
    icon: FiUsers,
    title: 'User Management',
    text: 'Keep customers, staff and their roles in one place, with read-only access for those who only need to look.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Section
      id="features"
      title="Everything you need to run your network"
      intro="From the first hotspot to a small ISP: one place to see, control and tune your Wi-Fi."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {FEATURES.map((feature) => (
          <Stack
            as="li"
            key={feature.title}
            gap="4"
            p="6"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            boxShadow="xs"
          >
            <Flex
              boxSize="12"
              align="center"
              justify="center"
              borderRadius="lg"
              bg="brand.50"
              color="brand.700"
            >
              <Icon boxSize="6">
                <feature.icon />
              </Icon>
            </Flex>
            <Heading as="h3" size="lg" color="gray.900">
              {feature.title}
            </Heading>
            <Text color="gray.600">{feature.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
