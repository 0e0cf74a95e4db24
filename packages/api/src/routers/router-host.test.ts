import { ROUTER_HOST_PATTERN } from 'contracts/schemas';
import { parseRouterHost } from './router-host';

describe('routerHost', () => {
  it.each([
    ['192.168.88.1', false, { host: '192.168.88.1', port: 8728 }],
    ['192.168.88.1', true, { host: '192.168.88.1', port: 8729 }],
    ['gw.example.net:9000', false, { host: 'gw.example.net', port: 9000 }],
    ['[fe80::1]', true, { host: 'fe80::1', port: 8729 }],
    ['[fe80::1]:8728', false, { host: 'fe80::1', port: 8728 }],
  ] as const)('%s (TLS %s) → %o', (text, tls, expected) => {
    expect(new RegExp(ROUTER_HOST_PATTERN).test(text)).toBe(true);
    expect(parseRouterHost(text, tls)).toEqual(expected);
  });

  it.each([
    '',
    'two words',
    'host:',
    'host:0',
    'host:65536',
    'fe80::1',
    '-bad.example',
    'a..b',
    'http://x',
  ])('the contract refuses %j', (text) => {
    expect(new RegExp(ROUTER_HOST_PATTERN).test(text)).toBe(false);
  });
});
