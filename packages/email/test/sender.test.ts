// The sender against the SMTP sink, over real SMTP: a mail arrives whole (UTF-8 subject, text and
// HTML bodies, envelope), a login in SMTP_URL is accepted, and failures come back as EmailErrors.
import net from 'node:net';
import { EmailError, createMailSender, isEmailError } from '../src';
import { startSmtpSink, type SmtpSink } from '../src/sink';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => sink.clear());

describe('createMailSender(...).sendMail against the sink', () => {
  it('delivers the mail the sink keeps: envelope, headers, subject and both bodies', async () => {
    const sender = createMailSender({ smtpUrl: sink.smtpUrl });
    try {
      const sent = await sender.sendMail({
        from: 'RT/RW Net Sejahtera <tagihan@example.net>',
        to: 'budi@example.com',
        subject: 'Tagihan November 2026 — Rp 150.000',
        text: 'Halo Budi,\ntagihan INV-202611-0001 jatuh tempo 10/12/2026.',
        html: '<p>Halo Budi</p>',
      });
      expect(sent.messageId).toMatch(/^<.+@.+>$/);
      expect(sent.response).toMatch(/^250 OK: kept as #\d+$/);
      expect(sink.messages()).toEqual([
        {
          id: expect.any(String),
          envelopeFrom: 'tagihan@example.net',
          envelopeTo: ['budi@example.com'],
          from: '"RT/RW Net Sejahtera" <tagihan@example.net>',
          to: 'budi@example.com',
          subject: 'Tagihan November 2026 — Rp 150.000',
          text: 'Halo Budi,\ntagihan INV-202611-0001 jatuh tempo 10/12/2026.',
          html: '<p>Halo Budi</p>',
          messageId: sent.messageId,
          receivedAt: expect.any(String),
        },
      ]);
      expect(sink.messages('BUDI@example.com')).toHaveLength(1);
      expect(sink.messages('other@example.com')).toHaveLength(0);
    } finally {
      sender.close();
    }
  });

  it('logs in when SMTP_URL carries a user and password', async () => {
    const sender = createMailSender({
      smtpUrl: sink.smtpUrl.replace('smtp://', 'smtp://user:secret@'),
    });
    try {
      await sender.sendMail({
        from: 'a@example.net',
        to: 'b@example.com',
        subject: 's',
        text: 't',
      });
      expect(sink.messages()).toHaveLength(1);
    } finally {
      sender.close();
    }
  });

  it('nobody listening is an unreachable EmailError that does not show the password', async () => {
    const closed = await startSmtpSink();
    const url = closed.smtpUrl.replace('smtp://', 'smtp://user:secret@');
    await closed.close();
    const sender = createMailSender({ smtpUrl: url });
    const err = await sender
      .sendMail({ from: 'a@example.net', to: 'b@example.com', subject: 's', text: 't' })
      .catch((e: unknown) => e);
    expect(isEmailError(err)).toBe(true);
    expect(err).toMatchObject({ code: 'unreachable' });
    expect((err as Error).message).toMatch(
      /^SMTP server at smtp:\/\/127\.0\.0\.1:\d+ is unreachable: /,
    );
    expect((err as Error).message).not.toContain('secret');
  });

  it('a server that never greets is a timeout EmailError after timeoutMs', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, timeoutMs: 300 });
    try {
      const started = Date.now();
      const err = await sender
        .sendMail({ from: 'a@example.net', to: 'b@example.com', subject: 's', text: 't' })
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'timeout' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      sender.close();
      silent.close();
    }
  });

  it('refuses a URL that is not smtp(s) and addresses without @, sending nothing', async () => {
    expect(() => createMailSender({ smtpUrl: 'http://127.0.0.1:25' })).toThrow(
      new EmailError('invalid-input', 'SMTP_URL must be smtp:// or smtps://, got http://'),
    );
    expect(() => createMailSender({ smtpUrl: 'nope' })).toThrow(EmailError);
    const sender = createMailSender({ smtpUrl: sink.smtpUrl });
    await expect(
      sender.sendMail({ from: 'a', to: 'b@example.com', subject: 's', text: 't' }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    expect(sink.messages()).toEqual([]);
  });
});
