import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatNumber } from 'ui-kit/format';
import { AreaList } from '../../../lib/area-list';
import { CardActions } from '../../../lib/card-actions';
import { contactTypeLabel, isOn, type ContactInfo } from '../../../lib/cms-areas';
import { ActiveBadge, CmsCard } from '../../../lib/cms-card';
import { useCmsList } from '../../../lib/use-cms-list';

/** The Contact Info tab: type, title and value of each way to reach the company. */
export function ContactInfoPanel(): ReactElement {
  const query = useCmsList<ContactInfo>('contact-info');
  return (
    <AreaList<ContactInfo>
      area="contact-info"
      query={query}
      renderCard={(info) => (
        <CmsCard
          key={info.id}
          title={info.title}
          badges={<ActiveBadge active={isOn(info.isActive)} />}
          footer={`Order ${formatNumber(info.order ?? 0)}`}
          actions={<CardActions area="contact-info" record={info} name={info.title} />}
        >
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline">{contactTypeLabel(info.type)}</Badge>
            <Text color="fg" wordBreak="break-word">
              {info.value}
            </Text>
          </HStack>
        </CmsCard>
      )}
    />
  );
}
