import {
  Alert,
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  Image,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { toSafeHref, toSafeImageSrc } from 'contracts/landing';
import { useEffect, useRef, type ReactElement } from 'react';
import { LuArrowLeft, LuPencil, LuWifi } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';
import { recordQueryKey } from 'ui-kit/form';
import { usePageTitle } from 'ui-kit/layout';
import { RequireWrite } from 'ui-kit/list';
import { notify } from 'ui-kit/toast';
import { AREAS, cmsPath, isOn, type Banner } from '../../../lib/cms-areas';
import { cmsTabPath } from '../../../lib/use-cms-form';

/**
 * The banner card as the landing page draws it (its promotions section): picture 16:9, title,
 * description, details and a 'See details' link, every text as text and only safe addresses used.
 */
export function LandingBannerCard({ banner }: { banner: Banner }): ReactElement {
  const image = toSafeImageSrc(banner.image);
  const link = toSafeHref(banner.link);
  return (
    <Box
      display="flex"
      flexDirection="column"
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="xs"
      w="full"
      maxW="md"
    >
      {image ? (
        <Image
          src={image}
          alt=""
          htmlWidth={640}
          htmlHeight={360}
          w="full"
          h="auto"
          aspectRatio="16 / 9"
          fit="cover"
          bg="gray.100"
        />
      ) : (
        <Flex
          aspectRatio="16 / 9"
          align="center"
          justify="center"
          bgGradient="to-br"
          gradientFrom="brand.700"
          gradientTo="brand.900"
          color="white"
          fontSize="5xl"
        >
          <LuWifi aria-hidden />
        </Flex>
      )}
      <Stack gap="2" p="5" flex="1">
        <Heading as="h2" size="md" color="gray.900" wordBreak="break-word">
          {banner.title}
        </Heading>
        {banner.description ? <Text color="gray.700">{banner.description}</Text> : null}
        {banner.details ? (
          <Text color="gray.600" fontSize="sm" whiteSpace="pre-line">
            {banner.details}
          </Text>
        ) : null}
        {link ? (
          <Box mt="auto" pt="2">
            <Link
              href={link}
              color="brand.700"
              fontWeight="semibold"
              target={/^https?:/.test(link) ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              See details<VisuallyHidden>: {banner.title}</VisuallyHidden>
            </Link>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/** `/app/cms/banners/{id}/view`: a read-only preview of one banner (docs/rules/cms.md#banner-preview). */
export function BannerPreviewPage({ bannerId }: { bannerId: string }): ReactElement {
  usePageTitle('CMS');
  const navigate = useNavigate();
  const path = cmsPath('banners');
  const query = useQuery({
    queryKey: recordQueryKey(path, bannerId),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(`${path}/${encodeURIComponent(bannerId)}`, {
        signal,
      });
      return successEnvelope.readRecord<Banner>(response.data);
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const reported = useRef(false);

  useEffect(() => {
    if (!query.isError || reported.current) return;
    reported.current = true;
    notify.error(AREAS.banners.fetchError);
    void navigate(cmsTabPath('banners'), { replace: true });
  }, [query.isError, navigate]);

  const banner = query.data;
  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          Banner preview
        </Heading>
        <Text color="fg.muted">The banner as visitors see it on the landing page.</Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline" size="sm">
          <RouterLink to={cmsTabPath('banners')}>
            <LuArrowLeft aria-hidden />
            kembali
          </RouterLink>
        </Button>
        {banner ? (
          <RequireWrite>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/app/cms/banners/${encodeURIComponent(bannerId)}`}>
                <LuPencil aria-hidden />
                Edit
              </RouterLink>
            </Button>
          </RequireWrite>
        ) : null}
      </HStack>
      {banner && !isOn(banner.isActive) ? (
        <Alert.Root status="info" variant="subtle" maxW="md">
          <Alert.Indicator />
          <Alert.Title>Inactive: visitors do not see this banner.</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box
        bg="gray.50"
        rounded="md"
        p={{ base: '3', md: '8' }}
        borderWidth="1px"
        borderColor="border"
      >
        {banner ? (
          <LandingBannerCard banner={banner} />
        ) : (
          <Skeleton h="80" maxW="md" rounded="xl" aria-busy="true" aria-label="Loading" />
        )}
      </Box>
    </Stack>
  );
}
