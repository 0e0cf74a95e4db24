// `pnpm dev`'s billing settings (docs/rules/notify.md#channels): a fresh development database's
// settings point at the WhatsApp simulator and the SMTP sink that `pnpm dev` starts (DEV_WA_BASE_URL,
// DEV_WA_TOKEN, DEV_EMAIL_FROM), so a test send goes out at once; settings an admin saved are never
// overwritten, and production ignores the variables.
import { startWhatsAppSimulator, type WhatsAppSimulator } from 'whatsapp/sim';
import { loadConfig } from '../src/config';
import { buildTestApp, callAs, createTestDatabase, loginAs, type App } from './helpers';
import type { TestDatabase } from './test-db';

const DEV_TOKEN = 'DEV-wa-token';

let wa: WhatsAppSimulator;
let test: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  wa = await startWhatsAppSimulator({ tokens: [DEV_TOKEN] });
  test = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await test.dispose();
  await wa.close();
});

async function start(env: Record<string, string>): Promise<App> {
  const app = await buildTestApp({ db: test.db, env });
  apps.push(app);
  return app;
}

async function settingsOf(app: App) {
  const admin = await loginAs(app, 'admin');
  const response = await callAs(app, admin, 'GET', '/api/billing/settings');
  expect(response.statusCode).toBe(200);
  return response.json().data as { waBaseUrl: string; waTokenSet: boolean; emailFrom: string };
}

describe('development billing settings', () => {
  it('a fresh database points at the simulators, and a test send reaches the WhatsApp one', async () => {
    const app = await start({
      DEV_WA_BASE_URL: wa.baseUrl,
      DEV_WA_TOKEN: DEV_TOKEN,
      DEV_EMAIL_FROM: 'tagihan@pokayoke.example',
    });
    expect(await settingsOf(app)).toMatchObject({
      waBaseUrl: wa.baseUrl,
      waTokenSet: true,
      emailFrom: 'tagihan@pokayoke.example',
    });
    const admin = await loginAs(app, 'admin');
    const sent = await callAs(app, admin, 'POST', '/api/billing/settings/test', {
      channel: 'whatsapp',
      to: '081299990001',
    });
    expect(sent.json().data).toMatchObject({ ok: true, to: '6281299990001' });
    expect(wa.messages('6281299990001')).toHaveLength(1);
  });

  it('settings saved already are kept on the next start', async () => {
    const before = await settingsOf(apps[0]!);
    const again = await start({
      DEV_WA_BASE_URL: 'http://127.0.0.1:1',
      DEV_WA_TOKEN: 'another-token',
      DEV_EMAIL_FROM: 'lain@pokayoke.example',
    });
    expect(await settingsOf(again)).toEqual(before);
  });

  it('production ignores the variables', () => {
    const env = {
      DEV_WA_BASE_URL: 'http://127.0.0.1:8791',
      DEV_WA_TOKEN: DEV_TOKEN,
      DEV_EMAIL_FROM: 'tagihan@pokayoke.example',
    };
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).notify.devSettings).toBeNull();
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).notify.devSettings).toEqual({
      waBaseUrl: 'http://127.0.0.1:8791',
      waToken: DEV_TOKEN,
      emailFrom: 'tagihan@pokayoke.example',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).notify.devSettings).toBeNull();
  });
});
