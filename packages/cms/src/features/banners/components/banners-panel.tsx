import { Text } from '@chakra-ui/react';
import { toSafeImageSrc } from 'contracts/landing';
import type { ReactElement } from 'react';
import { formatNumber } from 'ui-kit/format';
import { AreaList } from '../../../lib/area-list';
import { CardActions } from '../../../lib/card-actions';
import { isOn, type Banner } from '../../../lib/cms-areas';
import { ActiveBadge, CmsCard } from '../../../lib/cms-card';
import { useCmsList } from '../../../lib/use-cms-list';

/** The Banners tab: one card per banner with its picture (docs/rules/cms.md#screens). */
export function BannersPanel(): ReactElement {
  const query = useCmsList<Banner>('banners');
  return (
    <AreaList<Banner>
      area="banners"
      query={query}
      wide
      renderCard={(banner) => (
        <CmsCard
          key={banner.id}
          title={banner.title}
          image={toSafeImageSrc(banner.image)}
          badges={<ActiveBadge active={isOn(banner.isActive)} />}
          footer={`Order ${formatNumber(banner.order ?? 0)}`}
          actions={
            <CardActions
              area="banners"
              record={banner}
              name={banner.title}
              previewTo={`/app/cms/banners/${encodeURIComponent(String(banner.id))}/view`}
            />
          }
        >
          <Text lineClamp={2}>{banner.description}</Text>
        </CmsCard>
      )}
    />
  );
}
