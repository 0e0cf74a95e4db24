import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SALES_REPORT_CSV_PATH, SALES_REPORT_PATH } from 'contracts/paths';
import type { SalesReport } from 'contracts/types';
import { downloadFile, http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';
import { reportParams, type ReportFilter } from '../lib/report-filter';

export const REPORT_ERROR_MESSAGE = 'Failed to load the sales report';
export const REPORT_EXPORT_ERROR_MESSAGE = 'Failed to export the sales report';

/** `GET /reports/sales` of the filter; the previous report stays shown while the next loads. */
export function useSalesReport(filter: ReportFilter) {
  const params = reportParams(filter);
  return useQuery({
    queryKey: [SALES_REPORT_PATH, params],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(SALES_REPORT_PATH, { params, signal });
      return successEnvelope.readRecord<SalesReport>(response.data);
    },
    placeholderData: keepPreviousData,
  });
}

/** `sales-<from>-to-<to>[-<source>].csv` */
export const reportFilename = (filter: ReportFilter) =>
  `sales-${filter.from}-to-${filter.to}-by-${filter.groupBy}${filter.source ? `-${filter.source}` : ''}.csv`;

/** `GET /reports/sales.csv` of the filter through the signed-in client. */
export function downloadReportCsv(filter: ReportFilter): Promise<number> {
  return downloadFile(SALES_REPORT_CSV_PATH, reportFilename(filter), {
    params: reportParams(filter),
  });
}
