// `contracts/notify`: the events that send a message to a subscriber, the variables a template may
// use, the default Indonesian wording and the one renderer (docs/rules/notify.md). Plain functions
// (no TypeBox, no React): the API renders the messages it queues with them and the billing screens'
// preview shows the same text.
import { formatRupiah } from './format';

/** What a message is about: an outbox event of billing, a portal sign-in code, a voucher sold. */
export const MESSAGE_EVENTS = [
  'invoice_issued',
  'invoice_reminder',
  'invoice_due',
  'subscriber_isolated',
  'invoice_paid',
  'subscriber_restored',
  'portal_code',
  'voucher_sold',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_CHANNELS = ['whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Every variable a template may name, written `{name}` in its text. */
export const TEMPLATE_VARIABLES = [
  'name',
  'invoiceNumber',
  'period',
  'amount',
  'dueDate',
  'payUrl',
  'plan',
  'username',
  'company',
  'code',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

// Plain values (no TypeBox), so a screen reads them without the schemas.
/** The longest template body and subject an admin may save. */
export const TEMPLATE_LIMITS = { body: { min: 1, max: 2000 }, subject: { max: 200 } } as const;

export const NOTIFY_FIELD_MESSAGES = {
  event: `must be one of ${MESSAGE_EVENTS.join(', ')}`,
  channel: `must be one of ${MESSAGE_CHANNELS.join(', ')}`,
  status: `must be one of ${MESSAGE_STATUSES.join(', ')}`,
  body: `Message text is required (at most ${TEMPLATE_LIMITS.body.max} characters)`,
  subject: `Subject must be at most ${TEMPLATE_LIMITS.subject.max} characters`,
  to: 'Enter a WhatsApp number (08…, +62…) or an email address',
  invoiceId: 'must be an invoice id',
  /** `{0}` is the variable as written, `{1}` the ones the event has. */
  unknownVariable: 'Unknown variable {0}; this message can use {1}',
} as const;

const INVOICE_VARIABLES = ['invoiceNumber', 'period', 'amount', 'dueDate', 'payUrl'] as const;
const SUBSCRIBER_VARIABLES = ['name', 'plan', 'username', 'company'] as const;

/**
 * The variables each event fills: saving a template that names another is refused. An isolation's
 * invoice variables are those of the subscriber's oldest unpaid invoice; a voucher's `username` and
 * `code` are its user name and password, `plan` its package, `amount` its price.
 */
export const EVENT_VARIABLES: Record<MessageEvent, readonly TemplateVariable[]> = {
  invoice_issued: [...SUBSCRIBER_VARIABLES, ...INVOICE_VARIABLES],
  invoice_reminder: [...SUBSCRIBER_VARIABLES, ...INVOICE_VARIABLES],
  invoice_due: [...SUBSCRIBER_VARIABLES, ...INVOICE_VARIABLES],
  subscriber_isolated: [...SUBSCRIBER_VARIABLES, ...INVOICE_VARIABLES],
  invoice_paid: [...SUBSCRIBER_VARIABLES, 'invoiceNumber', 'period', 'amount', 'dueDate'],
  subscriber_restored: [...SUBSCRIBER_VARIABLES],
  portal_code: ['name', 'company', 'code'],
  voucher_sold: ['plan', 'username', 'code', 'amount', 'company'],
};

export interface MessageTemplateText {
  body: string;
  /** The email's subject; WhatsApp has none. */
  subject: string;
}

/** The wording an event has until an admin changes it: short and friendly, as an RT/RW net writes. */
export const DEFAULT_TEMPLATES: Record<MessageEvent, MessageTemplateText> = {
  invoice_issued: {
    subject: 'Tagihan internet {period} - {invoiceNumber}',
    body:
      'Halo {name}, tagihan internet periode {period} sudah terbit.\n' +
      'No. tagihan: {invoiceNumber}\nJumlah: {amount}\nJatuh tempo: {dueDate}\n' +
      'Bayar online: {payUrl}\n\nTerima kasih.\n{company}',
  },
  invoice_reminder: {
    subject: 'Pengingat tagihan {invoiceNumber}',
    body:
      'Halo {name}, kami ingatkan tagihan internet periode {period} sebesar {amount} ' +
      '(No. {invoiceNumber}) jatuh tempo pada {dueDate}.\nBayar online: {payUrl}\n\n' +
      'Abaikan pesan ini jika sudah membayar. Terima kasih.\n{company}',
  },
  invoice_due: {
    subject: 'Tagihan {invoiceNumber} jatuh tempo hari ini',
    body:
      'Halo {name}, tagihan internet periode {period} sebesar {amount} (No. {invoiceNumber}) ' +
      'jatuh tempo hari ini, {dueDate}.\nAgar layanan tetap lancar, silakan bayar di: {payUrl}\n\n' +
      'Terima kasih.\n{company}',
  },
  subscriber_isolated: {
    subject: 'Layanan internet dibatasi sementara',
    body:
      'Halo {name}, mohon maaf, layanan internet Anda ({username}) kami batasi sementara karena ' +
      'tagihan {invoiceNumber} sebesar {amount} belum dibayar.\n' +
      'Setelah dibayar, layanan aktif kembali otomatis. Bayar di: {payUrl}\n\n{company}',
  },
  invoice_paid: {
    subject: 'Pembayaran {invoiceNumber} diterima',
    body:
      'Terima kasih {name}, pembayaran tagihan {invoiceNumber} periode {period} sebesar {amount} ' +
      'sudah kami terima.\n\n{company}',
  },
  subscriber_restored: {
    subject: 'Layanan internet aktif kembali',
    body:
      'Halo {name}, layanan internet Anda ({username}, paket {plan}) sudah aktif kembali. ' +
      'Terima kasih atas pembayarannya.\n\n{company}',
  },
  portal_code: {
    subject: 'Kode masuk {code}',
    body:
      'Kode masuk akun pelanggan {company}: {code}\n' +
      'Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas kami.',
  },
  voucher_sold: {
    subject: 'Voucher {plan} Anda',
    body:
      'Terima kasih, pembelian voucher {plan} ({amount}) berhasil.\n' +
      'Username: {username}\nPassword: {code}\n\nSelamat berinternet!\n{company}',
  },
};

const VARIABLE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The variables `text` names that `event` does not fill, each once, in order of appearance. */
export function unknownTemplateVariables(text: string, event: MessageEvent): string[] {
  const allowed = new Set<string>(EVENT_VARIABLES[event]);
  const unknown: string[] = [];
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1] as string;
    if (!allowed.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** `text` with every `{variable}` it names replaced by its value; a variable without one reads ''. */
export function renderTemplate(text: string, values: Partial<Record<TemplateVariable, string>>) {
  return text.replace(VARIABLE, (whole, name: string) =>
    (TEMPLATE_VARIABLES as readonly string[]).includes(name)
      ? (values[name as TemplateVariable] ?? '')
      : whole,
  );
}

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** `2026-12` → `Desember 2026`; anything else as given. */
export function periodText(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : period;
}

/** `2026-12-05` → `05/12/2026`; anything else as given. */
export function dayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** What a message is about, as the data has it; `templateValues` writes it as the message reads. */
export interface TemplateFacts {
  name?: string;
  invoiceNumber?: string;
  /** `YYYY-MM`. */
  period?: string;
  /** Whole rupiah. */
  amount?: number | null;
  /** `YYYY-MM-DD`. */
  dueDate?: string;
  payUrl?: string | null;
  plan?: string;
  username?: string;
  company?: string;
  code?: string;
}

/** The variables' text: `Rp 150.000`, `05/12/2026`, `Desember 2026`. */
export function templateValues(facts: TemplateFacts): Partial<Record<TemplateVariable, string>> {
  return {
    name: facts.name ?? '',
    invoiceNumber: facts.invoiceNumber ?? '',
    period: facts.period ? periodText(facts.period) : '',
    amount: facts.amount === null || facts.amount === undefined ? '' : formatRupiah(facts.amount),
    dueDate: facts.dueDate ? dayText(facts.dueDate) : '',
    payUrl: facts.payUrl ?? '',
    plan: facts.plan ?? '',
    username: facts.username ?? '',
    company: facts.company ?? '',
    code: facts.code ?? '',
  };
}

/** What a preview without an invoice shows. */
export const SAMPLE_TEMPLATE_FACTS: TemplateFacts = {
  name: 'Budi Santoso',
  invoiceNumber: 'INV/2026/12/00042',
  period: '2026-12',
  amount: 150_000,
  dueDate: '2026-12-05',
  payUrl: 'https://contoh.net/bayar/contoh-token',
  plan: 'Rumah 20 Mbps',
  username: 'budi',
  company: 'Pokayoke Net',
  code: '482913',
};
