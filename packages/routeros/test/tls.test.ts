import { RouterOsConnection } from '../src/connection';
import { RouterOsError, RouterOsTimeoutError, RouterOsTlsError, httpStatusOf } from '../src/errors';
import { getIdentity } from '../src/helpers/system';
import { startSimulator, type Simulator } from '../src/sim';
import { failureOf, optionsFor, recordProcessFaults, timed } from './support';

recordProcessFaults();

let secure: Simulator;
let plain: Simulator;
beforeAll(async () => {
  secure = await startSimulator({ user: 'admin', password: 'secret', tls: true });
  plain = await startSimulator({ user: 'admin', password: 'secret' });
});
afterAll(async () => {
  await secure.close();
  await plain.close();
});

function certificate(): { cert: string; fingerprint256: string } {
  if (!secure.certificate) throw new Error('the TLS simulator has a certificate');
  return secure.certificate;
}

describe('api-ssl (TLS)', () => {
  it('refuses a self-signed certificate unless told otherwise', async () => {
    const err = await failureOf(
      RouterOsConnection.connect(optionsFor(secure, { tls: true, connectTimeoutMs: 2000 })),
    );
    expect(err).toBeInstanceOf(RouterOsTlsError);
    expect(err.message).toMatch(/self[- ]signed/i);
    expect(httpStatusOf(err)).toBe(502);
  });

  it('accepts a self-signed certificate when told to', async () => {
    const c = await RouterOsConnection.connect(
      optionsFor(secure, { tls: { allowSelfSigned: true } }),
    );
    expect(c.secure).toBe(true);
    expect(await getIdentity(c)).toBe('MikroTik');
    await c.close();
  });

  it('verifies against a given authority (the router certificate itself)', async () => {
    const c = await RouterOsConnection.connect(
      optionsFor(secure, { host: 'localhost', tls: { ca: certificate().cert } }),
    );
    expect(await getIdentity(c)).toBe('MikroTik');
    await c.close();
  });

  it('checks a pinned fingerprint, in any common spelling', async () => {
    const pin = certificate().fingerprint256;
    for (const spelling of [pin, pin.replace(/:/g, '').toLowerCase()]) {
      const c = await RouterOsConnection.connect(
        optionsFor(secure, { tls: { allowSelfSigned: true, fingerprint256: spelling } }),
      );
      expect(await getIdentity(c)).toBe('MikroTik');
      await c.close();
    }
    const wrong = `${pin[0] === 'A' ? 'B' : 'A'}${pin.slice(1)}`;
    const err = await failureOf(
      RouterOsConnection.connect(
        optionsFor(secure, { tls: { allowSelfSigned: true, fingerprint256: wrong } }),
      ),
    );
    expect(err).toBeInstanceOf(RouterOsTlsError);
    expect(err.message).toContain('pinned fingerprint');
  });

  it('TLS to the plain API port fails within the connect timeout, with a hint', async () => {
    const { ms, result } = await timed(
      RouterOsConnection.connect(
        optionsFor(plain, { tls: { allowSelfSigned: true }, connectTimeoutMs: 400 }),
      ),
    );
    expect(ms).toBeLessThan(400 + 700);
    const reason = result.status === 'rejected' ? (result.reason as unknown) : undefined;
    // The plain service either waits for more of what it takes for words (a timeout in the TLS
    // phase) or gives up on the bytes and hangs up (a TLS failure); both name the cause.
    expect(
      reason instanceof RouterOsTlsError ||
        (reason instanceof RouterOsTimeoutError && reason.phase === 'tls'),
    ).toBe(true);
    expect((reason as RouterOsError).message).toMatch(/TLS/);
  });

  it('plain API to the TLS port fails within the connect timeout', async () => {
    const { ms, result } = await timed(
      RouterOsConnection.connect(optionsFor(secure, { connectTimeoutMs: 400 })),
    );
    expect(ms).toBeLessThan(400 + 700);
    expect(result.status === 'rejected' && result.reason).toBeInstanceOf(RouterOsError);
  });
});
