// The console's number and money text is written once in contracts/format: the API's CSV exports
// write the same cells (docs/rules/reports.md#exports).
export { formatNumber, formatRupiah } from 'contracts/format';
