import {
  customerLabel,
  formatDeliveryDate,
  formatDeliveryTime,
  formatDeliveryTimestamp,
  formatFileSize,
  formatQty,
} from '../delivery-format';

test('a calendar date is shown DD/MM/YYYY without going through a time zone', () => {
  expect(formatDeliveryDate('2024-01-05')).toBe('05/01/2024');
  expect(formatDeliveryDate('05/01/2024')).toBe('05/01/2024');
  expect(formatDeliveryDate('')).toBe('');
  expect(formatDeliveryDate(null)).toBe('');
  expect(formatDeliveryDate('soon')).toBe('soon');
});

test('a clock time is shown HH:mm', () => {
  expect(formatDeliveryTime('07:15:02')).toBe('07:15');
  expect(formatDeliveryTime('07:15')).toBe('07:15');
  expect(formatDeliveryTime(null)).toBe('');
  expect(formatDeliveryTime('late')).toBe('late');
});

test('a scan time without a zone is shown as the scanner wrote it', () => {
  expect(formatDeliveryTimestamp('2024-01-05T23:59:30')).toBe('05/01/2024 23:59');
  expect(formatDeliveryTimestamp(null)).toBe('');
});

test('qty has Indonesian grouping', () => {
  expect(formatQty(1234567)).toBe('1.234.567');
  expect(formatQty(null)).toBe('');
});

test('a customer is its alias, else its name', () => {
  expect(customerLabel({ alias: 'HPM', name: 'PT Honda Prospect Motor' })).toBe('HPM');
  expect(customerLabel({ alias: '', name: 'CV Sumber Makmur' })).toBe('CV Sumber Makmur');
  expect(customerLabel(null)).toBe('');
});

test('file sizes', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1536)).toBe('1,5 KiB');
  expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MiB');
});
