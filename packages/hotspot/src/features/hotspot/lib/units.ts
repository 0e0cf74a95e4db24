// Bytes and uptime as the console shows them, written once in contracts/format: the API's CSV
// exports write the same cells (docs/rules/reports.md#exports).
export { formatBytes, formatUptime } from 'contracts/format';
