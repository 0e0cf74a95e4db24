import { Badge, HStack, List, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatNumber } from 'ui-kit/format';
import { AreaList } from '../../../lib/area-list';
import { CardActions } from '../../../lib/card-actions';
import { featureList, isOn, type ServicePackage } from '../../../lib/cms-areas';
import { ActiveBadge, CmsCard, PopularBadge } from '../../../lib/cms-card';
import { useCmsList } from '../../../lib/use-cms-list';

/** Whole rupiah as the console shows money: 'Rp 150.000'. */
export function rupiah(amount: number | string | null | undefined): string {
  const text = formatNumber(amount);
  return text ? `Rp ${text}` : '';
}

const SHOWN_FEATURES = 4;

/** The Packages tab: price, original price struck through, category, features, Popular. */
export function PackagesPanel(): ReactElement {
  const query = useCmsList<ServicePackage>('packages');
  return (
    <AreaList<ServicePackage>
      area="packages"
      query={query}
      renderCard={(item) => {
        const features = featureList(item.features);
        const original = rupiah(item.originalPrice);
        return (
          <CmsCard
            key={item.id}
            title={item.name}
            badges={
              <>
                {isOn(item.isPopular) ? <PopularBadge /> : null}
                <ActiveBadge active={isOn(item.isActive)} />
              </>
            }
            footer={`Order ${formatNumber(item.order ?? 0)}`}
            actions={<CardActions area="packages" record={item} name={item.name} />}
          >
            <HStack gap="2" wrap="wrap">
              <Text color="fg" fontWeight="semibold" textStyle="md">
                {rupiah(item.price)}
              </Text>
              {original ? (
                <Text as="s" aria-label={`Original price ${original}`}>
                  {original}
                </Text>
              ) : null}
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Text>{item.speed}</Text>
              {item.category ? <Badge variant="outline">{item.category}</Badge> : null}
              {item.routerId !== null && item.routerId !== undefined && item.routerId !== '' ? (
                <Badge colorPalette="blue" variant="subtle">
                  Sold online
                </Badge>
              ) : null}
            </HStack>
            {features.length > 0 ? (
              <List.Root ps="4" gap="0.5">
                {features.slice(0, SHOWN_FEATURES).map((feature, index) => (
                  <List.Item key={`${index}-${feature}`}>{feature}</List.Item>
                ))}
                {features.length > SHOWN_FEATURES ? (
                  <List.Item>and {formatNumber(features.length - SHOWN_FEATURES)} more</List.Item>
                ) : null}
              </List.Root>
            ) : null}
          </CmsCard>
        );
      }}
    />
  );
}
