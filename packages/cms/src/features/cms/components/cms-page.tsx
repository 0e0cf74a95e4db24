import { Badge, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from 'ui-kit/layout';
import { BannersPanel } from '../../banners';
import { CompanyProfilePanel } from '../../company-profile';
import { ContactInfoPanel } from '../../contact-info';
import { PackagesPanel } from '../../packages';
import { AREAS, type CmsArea } from '../../../lib/cms-areas';

const TABS: readonly { area: CmsArea; panel: () => ReactElement }[] = [
  { area: 'banners', panel: BannersPanel },
  { area: 'packages', panel: PackagesPanel },
  { area: 'company-profile', panel: CompanyProfilePanel },
  { area: 'contact-info', panel: ContactInfoPanel },
];

function isArea(value: string | null): value is CmsArea {
  return TABS.some((tab) => tab.area === value);
}

/**
 * `/app/cms`: the tabs Banners, Packages, Company Profile, Contact Info and Pages (coming soon,
 * disabled), docs/rules/cms.md#screens. The open tab is in the address (`?tab=packages`), so a form's
 * way back lands on the tab it came from.
 */
export function CmsPage(): ReactElement {
  usePageTitle('CMS');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: CmsArea = isArea(requested) ? requested : 'banners';
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the open one (back from a form, or after the screen turned)
  // is brought into view.
  useEffect(() => {
    const reveal = () => {
      const selected = tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]');
      selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [current]);
  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          CMS
        </Heading>
        <Text color="fg.muted">The content of the public landing page.</Text>
      </Stack>
      <Tabs.Root
        value={current}
        lazyMount
        variant="line"
        colorPalette="brand"
        onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
      >
        <Tabs.List ref={tabList} overflowX="auto" overflowY="hidden" flexWrap="nowrap">
          {TABS.map(({ area }) => (
            <Tabs.Trigger key={area} value={area} flexShrink={0}>
              {AREAS[area].tab}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="pages" disabled flexShrink={0} title="coming soon">
            Pages
            <Badge size="xs" variant="subtle">
              coming soon
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>
        {TABS.map(({ area, panel: Panel }) => (
          <Tabs.Content key={area} value={area} pt="5">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
