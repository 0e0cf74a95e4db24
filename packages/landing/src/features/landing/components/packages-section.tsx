import {
  Badge,
  Box,
  Flex,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { FiCheck } from 'react-icons/fi';
import type { ServicePackage } from 'contracts/landing';
import { formatPrice } from './format-price';
import { Section } from './section';

export function PackagesSection({ packages }: { packages: ServicePackage[] }) {
  if (packages.length === 0) return null;
  return (
    <Section
      id="packages"
      title="Internet packages"
      intro="Pick the speed that fits your home or your business."
    >
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap="6"
        alignItems="stretch"
      >
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function PackageCard({ pkg }: { pkg: ServicePackage }) {
  return (
    <Stack
      as="li"
      gap="5"
      p="6"
      bg="white"
      borderWidth={pkg.isPopular ? '2px' : '1px'}
      borderColor={pkg.isPopular ? 'brand.600' : 'gray.200'}
      borderRadius="xl"
      boxShadow={pkg.isPopular ? 'lg' : 'xs'}
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h3" size="lg" color="gray.900">
            {pkg.name}
          </Heading>
          {pkg.speed ? (
            <Text color="brand.700" fontWeight="semibold" fontSize="lg">
              {pkg.speed}
            </Text>
          ) : null}
        </Box>
        <HStack gap="2" wrap="wrap">
          {pkg.isPopular ? (
            <Badge colorPalette="brand" variant="solid">
              Popular
            </Badge>
          ) : null}
          {pkg.category ? (
            <Badge colorPalette="gray" variant="subtle">
              {pkg.category}
            </Badge>
          ) : null}
        </HStack>
      </Flex>
      <Box>
        {pkg.originalPrice ? (
          <Text as="s" color="gray.600" fontSize="sm" display="block">
            <VisuallyHidden>Normal price </VisuallyHidden>
            {formatPrice(pkg.originalPrice)}
          </Text>
        ) : null}
        <Text fontSize="3xl" fontWeight="bold" color="gray.900" lineHeight="1.2">
          {pkg.originalPrice ? <VisuallyHidden>Now </VisuallyHidden> : null}
          {formatPrice(pkg.price)}
        </Text>
      </Box>
      {pkg.features.length > 0 ? (
        <List.Root as="ul" gap="2" variant="plain">
          {pkg.features.map((feature, index) => (
            <List.Item key={`${index}-${feature}`} color="gray.700" alignItems="flex-start">
              <List.Indicator asChild color="green.600" mt="1">
                <FiCheck aria-hidden />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
