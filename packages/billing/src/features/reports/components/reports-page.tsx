import type { ReportGroupBy, ReportSource, SalesReportRow } from 'contracts/types';
import { Box, Button, Card, Flex, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState, type ReactElement } from 'react';
import { LuArrowLeft, LuDownload } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { DateRangePicker, rangeToFilters, useUrlDateRange } from 'ui-kit/date-picker';
import { formatNumber, formatRupiah } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { withQuery } from 'ui-kit/routing';
import { FilterBar, FilterSelect, optionsFromLabels } from 'ui-kit/table';
import { notify } from 'ui-kit/toast';
import { useRouters } from '../../../api/routers';
import {
  REPORT_ERROR_MESSAGE,
  REPORT_EXPORT_ERROR_MESSAGE,
  downloadReportCsv,
  useSalesReport,
} from '../api/reports';
import { REPORT_QUERY, readReportFilter, type ReportFilter } from '../lib/report-filter';

const SalesChart = lazy(() => import('./sales-chart'));

export const EXPORT_LABEL = 'Export CSV';
export const REPORT_EMPTY_TEXT = 'No sales in this range';
const SOURCE_NAMES: Record<ReportSource, string> = {
  online: 'Online',
  voucher: 'Voucher',
  invoice: 'Invoice',
};
const GROUP_BY_OPTIONS: readonly { value: ReportGroupBy; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
];

function ReportTable({
  rows,
  totals,
}: {
  rows: readonly SalesReportRow[];
  totals: { count: number; amount: number };
}): ReactElement {
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach that too.
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" aria-label="Sales per period" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Period</Table.ColumnHeader>
            <Table.ColumnHeader>Router</Table.ColumnHeader>
            <Table.ColumnHeader>Source</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Sales</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" color="fg.muted" py="6">
                {REPORT_EMPTY_TEXT}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={`${row.period}|${row.routerId}|${row.source}`}>
              <Table.Cell>{row.period}</Table.Cell>
              <Table.Cell>{row.routerName}</Table.Cell>
              <Table.Cell>{SOURCE_NAMES[row.source]}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.count)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupiah(row.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={3}>Total</Table.Cell>
            <Table.Cell textAlign="end" aria-label="Total sales">
              {formatNumber(totals.count)}
            </Table.Cell>
            <Table.Cell textAlign="end" aria-label="Total revenue">
              {formatRupiah(totals.amount)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ExportButton({ filter }: { filter: ReportFilter }): ReactElement {
  const [busy, setBusy] = useState(false);
  async function exportCsv(): Promise<void> {
    setBusy(true);
    try {
      await downloadReportCsv(filter);
    } catch (error) {
      notify.error(getErrorMessage(error, REPORT_EXPORT_ERROR_MESSAGE));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      onClick={() => void exportCsv()}
      loading={busy}
      loadingText={EXPORT_LABEL}
      w={{ base: 'full', sm: 'auto' }}
    >
      <LuDownload aria-hidden />
      {EXPORT_LABEL}
    </Button>
  );
}

/**
 * `/app/reports` (docs/rules/reports.md): sales per WIB day or month, online payments and voucher sales,
 * every router or one; the filter lives in the address so a link or a reload shows the same report.
 */
export function ReportsPage(): ReactElement {
  usePageTitle('Reports');
  const [query, setQuery] = useSearchParams();
  const filter = readReportFilter(query);
  const routers = useRouters();
  const report = useSalesReport(filter);

  // The picker keeps a half-chosen range between its two clicks; the address holds the filter.
  const [range, setRange] = useUrlDateRange(filter.from, filter.to);

  function change(changes: Partial<Record<keyof typeof REPORT_QUERY, string | null>>): void {
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals ?? { count: 0, amount: 0 };
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app">
            <LuArrowLeft aria-hidden />
            Dashboard
          </Link>
        </Button>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          Reports
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Sales per period: online payments (paid) and voucher sales (first login). Days in WIB
          (Asia/Jakarta).
        </Text>
      </Stack>

      <FilterBar>
        <Box flex={{ md: '1 1 260px' }} maxW={{ md: '320px' }} minW="0">
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              const { startDate, endDate } = rangeToFilters(next);
              // Cleared: back to the default range (a report always has one).
              change({ from: startDate, to: endDate });
            }}
          />
        </Box>
        <FilterSelect
          label="Group by"
          width="160px"
          value={filter.groupBy}
          options={GROUP_BY_OPTIONS}
          onChange={(value) => change({ groupBy: value === 'day' ? null : value })}
        />
        <FilterSelect
          label="Router"
          value={filter.routerId}
          allLabel="All routers"
          options={routers.rows.map((router) => ({
            value: String(router.id),
            label: router.routerName,
          }))}
          onChange={(routerId) => change({ routerId })}
        />
        <FilterSelect
          label="Source"
          width="180px"
          value={filter.source}
          allLabel="All sources"
          options={optionsFromLabels(SOURCE_NAMES)}
          onChange={(source) => change({ source })}
        />
        <Box ms={{ md: 'auto' }}>
          <ExportButton filter={filter} />
        </Box>
      </FilterBar>

      {report.isError ? (
        <Card.Root variant="outline" role="alert">
          <Card.Body gap="2">
            <Text>{getErrorMessage(report.error, REPORT_ERROR_MESSAGE)}</Text>
            <Button size="sm" alignSelf="start" onClick={() => void report.refetch()}>
              Retry
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <>
          <Flex gap="4" wrap="wrap">
            <Card.Root
              size="sm"
              variant="outline"
              flex="1 1 200px"
              role="group"
              aria-label="Total revenue"
            >
              <Card.Body>
                <Text textStyle="sm" color="fg.muted">
                  Total revenue
                </Text>
                <Text textStyle="2xl" fontWeight="semibold">
                  {formatRupiah(totals.amount)}
                </Text>
              </Card.Body>
            </Card.Root>
            <Card.Root
              size="sm"
              variant="outline"
              flex="1 1 200px"
              role="group"
              aria-label="Total sales"
            >
              <Card.Body>
                <Text textStyle="sm" color="fg.muted">
                  Total sales
                </Text>
                <Text textStyle="2xl" fontWeight="semibold">
                  {formatNumber(totals.count)}
                </Text>
              </Card.Body>
            </Card.Root>
          </Flex>
          <Card.Root variant="outline">
            <Card.Body>
              <Suspense fallback={<Skeleton height="260px" />}>
                <SalesChart rows={rows} loading={report.isLoading} />
              </Suspense>
            </Card.Body>
          </Card.Root>
          <ReportTable rows={rows} totals={totals} />
        </>
      )}
    </Stack>
  );
}
