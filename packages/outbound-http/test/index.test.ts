import { networkCode, quote } from '../src';

describe('quote', () => {
  it('flattens whitespace and quotes the body as JSON', () => {
    expect(quote('  <html>\n  <body> Bad\tGateway </body>\n</html> ', 120)).toBe(
      '"<html> <body> Bad Gateway </body> </html>"',
    );
  });

  it('cuts at the limit with an ellipsis', () => {
    expect(quote('x'.repeat(10), 4)).toBe('"xxxx…"');
    expect(quote('x'.repeat(4), 4)).toBe('"xxxx"');
  });

  it('names an empty body', () => {
    expect(quote(' \n ', 120)).toBe('an empty body');
  });
});

describe('networkCode', () => {
  it("finds the code under fetch's TypeError", () => {
    const socket = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(networkCode(new TypeError('fetch failed', { cause: socket }))).toBe('ECONNREFUSED');
  });

  it("passes over undici's UND_ERR_SOCKET to the code under it", () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const undici = Object.assign(new Error('other side closed'), {
      code: 'UND_ERR_SOCKET',
      cause: reset,
    });
    expect(networkCode(new TypeError('fetch failed', { cause: undici }))).toBe('ECONNRESET');
  });

  it('is undefined when no code is found', () => {
    expect(networkCode(new TypeError('fetch failed'))).toBeUndefined();
    expect(networkCode('not an error')).toBeUndefined();
  });
});
