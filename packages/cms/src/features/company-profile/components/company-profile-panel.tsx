import {
  Box,
  EmptyState,
  HStack,
  Heading,
  Image,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { toSafeHref, toSafeImageSrc } from 'contracts/landing';
import type { ReactElement } from 'react';
import { AddRecordButton, FetchFailed, useFetchFailureToast } from '../../../lib/area-list';
import { CardActions } from '../../../lib/card-actions';
import { socialRows, statRows, type CompanyProfile } from '../../../lib/cms-areas';
import { useCompanyProfile } from '../api/use-company-profile';

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" whiteSpace="pre-line" wordBreak="break-word">
        {value}
      </Text>
    </Box>
  );
}

function ProfileView({ profile }: { profile: CompanyProfile }): ReactElement {
  const logo = toSafeImageSrc(profile.logo);
  const hero = toSafeImageSrc(profile.heroImage);
  const stats = statRows(profile.stats);
  const social = socialRows(profile.socialMedia);
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" bg="bg" overflow="hidden">
      {hero ? (
        <Image src={hero} alt="" w="full" maxH="56" fit="cover" bg="bg.muted" loading="lazy" />
      ) : null}
      <Stack gap="4" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" gap="3">
          <HStack gap="3" align="center" minW="0">
            {logo ? <Image src={logo} alt="" boxSize="12" fit="contain" /> : null}
            <Heading as="h3" size="lg" wordBreak="break-word">
              {profile.companyName}
            </Heading>
          </HStack>
          <CardActions
            area="company-profile"
            record={{ id: profile.id }}
            name={profile.companyName}
          />
        </HStack>
        <Text whiteSpace="pre-line">{profile.description}</Text>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
          <Line label="Vision" value={profile.vision} />
          <Line label="Mission" value={profile.mission} />
          <Line label="Address" value={profile.address} />
          <Line label="Phone" value={profile.phone} />
          <Line label="Email" value={profile.email} />
          <Line label="Website" value={profile.website} />
        </SimpleGrid>
        {stats.length > 0 ? (
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" aria-label="Stats">
            {stats.map((stat, index) => (
              <Box as="li" key={index} listStyleType="none" bg="bg.subtle" rounded="md" p="3">
                <Text fontWeight="bold" textStyle="lg">
                  {stat.value}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {stat.label}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        ) : null}
        {social.length > 0 ? (
          <HStack as="ul" gap="3" wrap="wrap" aria-label="Social media">
            {social.map((row) => {
              const href = toSafeHref(row.url);
              return (
                <Box as="li" key={row.platform} listStyleType="none">
                  {href ? (
                    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
                      {row.platform}
                    </Link>
                  ) : (
                    <Text>{row.platform}</Text>
                  )}
                </Box>
              );
            })}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The Company Profile tab: the one record, or a create button when there is none. */
export function CompanyProfilePanel(): ReactElement {
  const query = useCompanyProfile();
  useFetchFailureToast(query.isError);
  if (query.isPending)
    return <Skeleton h="60" rounded="md" aria-busy="true" aria-label="Loading" />;
  if (query.isError) return <FetchFailed onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md" bg="bg">
        <EmptyState.Content>
          <EmptyState.Title as="h3">No company profile yet</EmptyState.Title>
          <EmptyState.Description>
            The landing page shows the company's name, story and figures from here.
          </EmptyState.Description>
          <AddRecordButton area="company-profile" label="Create company profile" />
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <ProfileView profile={query.data} />;
}
