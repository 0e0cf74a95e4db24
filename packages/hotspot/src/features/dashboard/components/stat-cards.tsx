import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuClock, LuReceipt, LuRouter, LuTicket, LuWallet } from 'react-icons/lu';
import { formatNumber, formatRupiah } from 'ui-kit/format';
import type { DashboardStats } from '../../../api/types';

function StatCard({
  label,
  value,
  help,
  icon,
}: {
  label: string;
  value: ReactNode;
  help: ReactNode;
  icon: ReactElement;
}): ReactElement {
  return (
    <Card.Root size="sm" variant="outline" role="group" aria-label={label}>
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
