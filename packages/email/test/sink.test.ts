// The sink's listing over HTTP: JSON for tests, a page that shows what it received as text, and the
// command line.
import { createMailSender } from '../src';
import { renderSinkPage, runCli, startSmtpSink, type CliIo, type SmtpSink } from '../src/sink';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => sink.clear());

async function send(
  to: string,
  subject: string,
  text: string,
  smtpUrl = sink.smtpUrl,
): Promise<void> {
  const sender = createMailSender({ smtpUrl });
  try {
    await sender.sendMail({ from: 'tagihan@example.net', to, subject, text });
  } finally {
    sender.close();
  }
}

describe('the listing', () => {
  it('lists the mails as JSON, filtered by recipient, and forgets them on DELETE', async () => {
    await send('satu@example.com', 'Satu', 'pertama');
    await send('dua@example.com', 'Dua', 'kedua');
    const all = (await (await fetch(`${sink.httpUrl}/_sim/messages`)).json()) as {
      messages: { subject: string }[];
    };
    expect(all.messages.map((m) => m.subject)).toEqual(['Satu', 'Dua']);
    const one = (await (
      await fetch(`${sink.httpUrl}/_sim/messages?to=dua@example.com`)
    ).json()) as {
      messages: { subject: string }[];
    };
    expect(one.messages.map((m) => m.subject)).toEqual(['Dua']);
    expect((await fetch(`${sink.httpUrl}/_sim/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(sink.messages()).toEqual([]);
  });

  it('the page shows subject and text as text, newest first, with no markup from the mail', async () => {
    await send('satu@example.com', 'Biasa', 'pertama');
    await send('dua@example.com', '<b>bold</b> "q"', `<script>alert(1)</script> & 'x'`);
    const res = await fetch(`${sink.httpUrl}/`);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<h2>&lt;b&gt;bold&lt;/b&gt; &quot;q&quot;</h2>');
    expect(html).toContain('<pre>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;x&#39;</pre>');
    expect(html.indexOf('&lt;b&gt;bold')).toBeLessThan(html.indexOf('Biasa'));
    expect(renderSinkPage([])).toContain('<p data-testid="empty">No mail yet.</p>');
  });
});

describe('runCli', () => {
  it('starts a sink on the given ports and prints each mail unless --quiet', async () => {
    const lines: string[] = [];
    const io: CliIo = { out: (l) => lines.push(l), err: (l) => lines.push(l) };
    const stop = await runCli(['--', '--port', '0', '--http-port', '0'], io);
    try {
      expect(lines[0]).toMatch(
        /^SMTP sink on smtp:\/\/127\.0\.0\.1:\d+ \(received: http:\/\/127\.0\.0\.1:\d+\/\)$/,
      );
      const smtpUrl = /on (\S+) /.exec(lines[0] ?? '')?.[1] ?? '';
      await send('budi@example.com', 'Kode masuk', '123456', smtpUrl);
      expect(lines[1]).toBe('mail #1 to budi@example.com: Kode masuk');
    } finally {
      await stop();
    }
    await expect(runCli(['--http-port', '70000'], io)).rejects.toThrow(
      /--http-port must be a whole number/,
    );
  });
});
