import {
  Box,
  Flex,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { WifiLogo } from '../../brand';
import type { Banner } from 'contracts/landing';
import { ContentLink } from './content-link';
import { Section } from './section';

export function BannersSection({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Section id="promotions" title="Promotions and news" bg="gray.50">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {banners.map((banner) => (
          <Box
            as="li"
            key={banner.id}
            display="flex"
            flexDirection="column"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            overflow="hidden"
            boxShadow="xs"
          >
            {banner.image ? (
              <Image
                src={banner.image}
                // The title follows as a heading; the image adds no words of its own.
                alt=""
                htmlWidth={640}
                htmlHeight={360}
                loading="lazy"
                decoding="async"
                w="full"
                h="auto"
                aspectRatio="16 / 9"
                fit="cover"
                bg="gray.100"
              />
            ) : (
              // Keeps a row of banners even when one has no picture.
              <Flex
                aspectRatio="16 / 9"
                align="center"
                justify="center"
                bgGradient="to-br"
                gradientFrom="brand.700"
                gradientTo="brand.900"
              >
                <WifiLogo size={56} />
              </Flex>
            )}
            <Stack gap="2" p="5" flex="1">
              <Heading as="h3" size="md" color="gray.900">
                {banner.title}
              </Heading>
              {banner.description ? <Text color="gray.700">{banner.description}</Text> : null}
              {banner.details ? (
                <Text color="gray.600" fontSize="sm" whiteSpace="pre-line">
                  {banner.details}
                </Text>
              ) : null}
              {banner.link ? (
                <Box mt="auto" pt="2">
                  <ContentLink href={banner.link} color="brand.700" fontWeight="semibold">
                    {/* "See details" alone is ambiguous in a list of links. */}
                    See details<VisuallyHidden>: {banner.title}</VisuallyHidden>
                  </ContentLink>
                </Box>
              ) : null}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
