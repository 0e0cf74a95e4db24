import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import {
  LuClock,
  LuFileWarning,
  LuReceipt,
  LuRepeat,
  LuRouter,
  LuTicket,
  LuUnplug,
  LuWallet,
} from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { formatNumber, formatRupiah } from 'ui-kit/format';
import type { DashboardStats } from '../../../api/types';

function StatCard({
  label,
  value,
  help,
  icon,
  to,
}: {
  label: string;
  value: ReactNode;
  help: ReactNode;
  icon: ReactElement;
  /** The card is a link to the list it counts. */
  to?: string;
}): ReactElement {
  const body = (
    <Card.Body gap="1">
      <HStack justify="space-between" color="fg.muted" textStyle="sm">
        <Text>{label}</Text>
        <Box aria-hidden>{icon}</Box>
      </HStack>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short">
        {value}
      </Text>
      <Text color="fg.muted" textStyle="xs">
        {help}
      </Text>
    </Card.Body>
  );
  if (to === undefined) {
    return (
      <Card.Root size="sm" variant="outline" role="group" aria-label={label}>
        {body}
      </Card.Root>
    );
  }
  return (
    <Card.Root
      asChild
      size="sm"
      variant="outline"
      transition="border-color 0.15s"
      _hover={{ borderColor: 'border.emphasized', bg: 'bg.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Link to={to}>{body}</Link>
    </Card.Root>
  );
}

/**
 * The stat cards (docs/rules/routers.md#dashboard): the four of the payments and Voucher Sales
 * (docs/rules/hotspot.md: first logins of vouchers and their rupiah); money as docs/rules/payments.md#amounts.
 */
export function StatCards({ stats }: { stats: DashboardStats | undefined }): ReactElement {
  if (!stats) {
    return (
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 3, xl: 5 }}
        gap="4"
        role="status"
        aria-label="Loading statistics"
      >
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h="28" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      as="section"
      aria-label="Statistics"
      columns={{ base: 1, sm: 2, lg: 3, xl: 5 }}
      gap="4"
    >
      <StatCard
        label="Total Routers"
        value={formatNumber(stats.totalRouters)}
        help={`${formatNumber(stats.onlineRouters)} online, ${formatNumber(stats.offlineRouters)} offline`}
        icon={<LuRouter />}
      />
      <StatCard
        label="Total Transactions"
        value={formatNumber(stats.totalTransactions)}
        help={`${formatNumber(stats.completedTransactions)} completed`}
        icon={<LuReceipt />}
      />
      <StatCard
        label="Total Revenue"
        value={formatRupiah(stats.totalAmount)}
        help="Paid transactions"
        icon={<LuWallet />}
      />
      <StatCard
        label="Pending Transactions"
        value={formatNumber(stats.pendingTransactions)}
        help="Awaiting payment"
        icon={<LuClock />}
      />
      <StatCard
        label="Voucher Sales"
        value={formatNumber(stats.voucherSales ?? 0)}
        help={`${formatRupiah(stats.voucherRevenue ?? 0)} from hotspot vouchers`}
        icon={<LuTicket />}
      />
    </SimpleGrid>
  );
}

/** Where each billing card leads: its list, filtered as the card counts (docs/rules/billing.md#dashboard). */
export const BILLING_CARD_LINKS = {
  unpaidInvoices: '/app/billing/invoices?status=unpaid',
  isolated: '/app/billing/subscribers?status=isolated',
  mrr: '/app/billing/subscribers',
} as const;

/**
 * The billing figures of `GET /dashboard/stats` (docs/rules/billing.md#dashboard): unpaid invoices
 * (count and rupiah), isolated subscribers and the monthly recurring revenue, each a link to its
 * list. Zeros before any subscriber: the cards still say where billing lives.
 */
export function BillingCards({
  stats,
}: {
  stats: DashboardStats | undefined;
}): ReactElement | null {
  if (!stats) return null;
  const overdue = stats.overdueInvoices;
  return (
    <SimpleGrid as="section" aria-label="Billing" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      <StatCard
        label="Unpaid Invoices"
        value={formatNumber(stats.unpaidInvoices)}
        help={`${formatRupiah(stats.unpaidAmount)} owed${overdue > 0 ? `, ${formatNumber(overdue)} overdue` : ''}`}
        icon={<LuFileWarning />}
        to={BILLING_CARD_LINKS.unpaidInvoices}
      />
      <StatCard
        label="Isolated Subscribers"
        value={formatNumber(stats.isolated)}
        help={`of ${formatNumber(stats.subscribers)} subscriber${stats.subscribers === 1 ? '' : 's'}`}
        icon={<LuUnplug />}
        to={BILLING_CARD_LINKS.isolated}
      />
      <StatCard
        label="Monthly Recurring Revenue"
        value={formatRupiah(stats.mrr)}
        help="Plan prices of active subscribers"
        icon={<LuRepeat />}
        to={BILLING_CARD_LINKS.mrr}
      />
    </SimpleGrid>
  );
}
