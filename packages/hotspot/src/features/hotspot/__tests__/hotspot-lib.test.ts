import { VOUCHER_CHARSETS } from 'contracts/limits';
import { bytesLimitText, parseBytesLimit } from '../lib/bytes-limit';
import { readTab, readUsersFilter } from '../lib/hotspot-query';
import { formatBytes, formatUptime } from '../lib/units';
import { describeValidity } from '../lib/validity';
import { formatPossibleCodes, possibleCodes, sampleCode } from '../lib/voucher-code';

test('a sample code is the prefix and `length` characters of the chosen set only', () => {
  for (const charset of Object.keys(VOUCHER_CHARSETS) as (keyof typeof VOUCHER_CHARSETS)[]) {
    for (let run = 0; run < 20; run += 1) {
      const code = sampleCode(charset, 8, 'HS');
      expect(code).toHaveLength(10);
      expect(code.startsWith('HS')).toBe(true);
      for (const character of code.slice(2)) expect(VOUCHER_CHARSETS[charset]).toContain(character);
      expect(code.slice(2)).not.toMatch(/[0Oo1lI]/);
    }
  }
});

test('possible codes are charset size ^ length, read at a glance', () => {
  expect(possibleCodes('digits', 4)).toBe(8 ** 4);
  expect(formatPossibleCodes(possibleCodes('digits', 4))).toBe('4.096');
  expect(possibleCodes('lower-digits', 6)).toBe(32 ** 6);
  expect(formatPossibleCodes(32 ** 6)).toBe('about 1,1 billion');
  expect(formatPossibleCodes(56 ** 12)).toBe('more than 1.000 quadrillion');
});

test('validity, uptime and bytes read as words and units', () => {
  expect(describeValidity('30d')).toBe('30 days');
  expect(describeValidity('1h')).toBe('1 hour');
  expect(describeValidity('')).toBe('No expiry');
  expect(formatUptime('1w2d3h4m5s')).toBe('1w 2d');
  expect(formatUptime('00:05:10')).toBe('5m 10s');
  expect(formatUptime('0s')).toBe('0s');
  expect(formatBytes(52_428_800)).toBe('50 MiB');
  expect(formatBytes(1536)).toBe('1,5 KiB');
  expect(parseBytesLimit('2G')).toBe(2 * 1024 ** 3);
  expect(parseBytesLimit('')).toBe(0);
  expect(parseBytesLimit('2 TB')).toBeNull();
  expect(bytesLimitText(500 * 1024 ** 2)).toBe('500M');
  expect(bytesLimitText(0)).toBe('');
});

test('the address keeps the tab and the users filter; anything unknown is dropped', () => {
  expect(readTab('sales')).toBe('sales');
  expect(readTab('nope')).toBe('users');
  expect(readUsersFilter(new URLSearchParams('status=used&profile=1-hari&batch=b1'))).toEqual({
    status: 'used',
    profile: '1-hari',
    batchId: 'b1',
  });
  expect(readUsersFilter(new URLSearchParams('status=sold')).status).toBeNull();
});
