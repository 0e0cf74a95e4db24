import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuClock, LuReceipt, LuRouter, LuWallet } from 'react-icons/lu';
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

/** The four stat cards (docs/rules/routers.md#dashboard); revenue in rupiah (docs/rules/payments.md#amounts). */
export function StatCards({ stats }: { stats: DashboardStats | undefined }): ReactElement {
  if (!stats) {
    return (
      <SimpleGrid
        columns={{ base: 1, sm: 2, xl: 4 }}
        gap="4"
        role="status"
        aria-label="Loading statistics"
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h="28" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid as="section" aria-label="Statistics" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
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
    </SimpleGrid>
  );
}
