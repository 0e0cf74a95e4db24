import { Card, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { IconType } from 'react-icons';
import {
  LuFileText,
  LuMessageSquare,
  LuReceipt,
  LuSettings,
  LuTags,
  LuUsers,
} from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { usePageTitle } from 'ui-kit/layout';

interface BillingScreen {
  to: string;
  title: string;
  description: string;
  icon: IconType;
}

/**
 * The billing screens this remote shows today (docs/rules/billing.md): a card never leads to a
 * page that is not there.
 */
export const BILLING_SCREENS: readonly BillingScreen[] = [
  {
    to: 'subscribers',
    title: 'Subscribers',
    description:
      'Who is billed every month: router, PPP secret, plan and billing day; import a router’s secrets.',
    icon: LuUsers,
  },
  {
    to: 'invoices',
    title: 'Invoices',
    description:
      'Every invoice issued: unpaid, paid and void, the pay link and the printed receipt.',
    icon: LuReceipt,
  },
  {
    to: 'messages',
    title: 'Messages',
    description:
      'Every WhatsApp and email message sent to subscribers: sent, queued or failed with the gateway’s reason.',
    icon: LuMessageSquare,
  },
  {
    to: 'templates',
    title: 'Templates',
    description:
      'What each message says: invoice, reminder, isolation and receipt, with a preview.',
    icon: LuFileText,
  },
  {
    to: 'plans',
    title: 'Plans',
    description: 'Monthly packages: price in rupiah and the PPP profile a paying subscriber gets.',
    icon: LuTags,
  },
  {
    to: 'settings',
    title: 'Settings',
    description:
      'When invoices are issued, grace days, reminders, quiet hours and the WhatsApp and email channels.',
    icon: LuSettings,
  },
];

/** `/app/billing`: the way into the billing screens. */
export function BillingHomePage(): ReactElement {
  usePageTitle('Billing');
  return (
    <Stack p={{ base: '3', md: '6' }} gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="ul" listStyleType="none">
        {BILLING_SCREENS.map((screen) => (
          <li key={screen.to}>
            <Card.Root variant="outline" size="sm" h="full">
              <Card.Body gap="2">
                <screen.icon aria-hidden size="24" />
                <Heading as="h2" size="md">
                  <ChakraLink asChild colorPalette="brand">
                    <Link to={screen.to}>{screen.title}</Link>
                  </ChakraLink>
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {screen.description}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
