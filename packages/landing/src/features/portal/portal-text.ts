// The copy of `/akun` (docs/rules/portal.md#the-page-akun), Indonesian first, English beside it.
import type { InvoiceMethod, InvoiceStatus, SubscriberStatus } from 'contracts/types';

export type Language = 'id' | 'en';

export interface PortalText {
  title: string;
  tagline: string;
  switchTo: string;
  switchLabel: string;
  loading: string;
  phoneIntro: string;
  phoneLabel: string;
  phoneInvalid: string;
  sendCode: string;
  codeIntro: (phone: string) => string;
  codeHint: string;
  codeLabel: string;
  codeInvalid: string;
  signIn: string;
  resendIn: (seconds: number) => string;
  resend: string;
  resent: string;
  changePhone: string;
  wrongCode: string;
  tooMany: (minutes: number) => string;
  connection: string;
  subscriptions: string;
  plan: string;
  status: string;
  username: string;
  router: string;
  subscriberStatus: Record<SubscriberStatus, string>;
  isolatedTitle: string;
  isolatedExplain: string;
  pay: string;
  payNow: string;
  invoices: string;
  noInvoices: string;
  invoiceStatus: Record<InvoiceStatus, string>;
  period: string;
  amount: string;
  due: string;
  paidOn: string;
  method: string;
  methods: Record<InvoiceMethod, string>;
  receipt: string;
  receiptTitle: string;
  receiptNumber: string;
  receivedBy: string;
  print: string;
  close: string;
  vouchers: string;
  noVouchers: string;
  voucherName: string;
  bought: string;
  signOut: string;
  noSubscriptions: string;
  backHome: string;
}

export const PORTAL_TEXT: Record<Language, PortalText> = {
  id: {
    title: 'Akun Pelanggan',
    tagline: 'Cek tagihan, bayar, dan lihat status layanan internet Anda.',
    switchTo: 'English',
    switchLabel: 'Ganti bahasa ke English',
    loading: 'Memuat…',
    phoneIntro: 'Masuk dengan nomor WhatsApp yang terdaftar. Kami akan mengirim kode 6 angka.',
    phoneLabel: 'Nomor HP (WhatsApp)',
    phoneInvalid: 'Masukkan nomor HP Indonesia, mis. 0812-3456-7890.',
    sendCode: 'Kirim kode',
    codeIntro: (phone) => `Masukkan kode 6 angka yang kami kirim ke WhatsApp ${phone}.`,
    codeHint:
      'Kode berlaku 5 menit. Jika nomor ini terdaftar sebagai pelanggan, kode tiba dalam beberapa saat.',
    codeLabel: 'Kode masuk',
    codeInvalid: 'Masukkan 6 angka kode.',
    signIn: 'Masuk',
    resendIn: (seconds) => `Kirim ulang dalam ${seconds} detik`,
    resend: 'Kirim ulang kode',
    resent: 'Kode baru sudah dikirim.',
    changePhone: 'Ganti nomor',
    wrongCode: 'Kode salah atau sudah kedaluwarsa. Periksa lagi, atau minta kode baru.',
    tooMany: (minutes) => `Terlalu banyak permintaan kode. Coba lagi dalam ${minutes} menit.`,
    connection: 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.',
    subscriptions: 'Langganan',
    plan: 'Paket',
    status: 'Status',
    username: 'Username PPP',
    router: 'Lokasi',
    subscriberStatus: { active: 'Aktif', isolated: 'Diisolir', terminated: 'Berhenti' },
    isolatedTitle: 'Layanan dibatasi sementara',
    isolatedExplain:
      'Internet Anda dibatasi (isolir) karena ada tagihan yang belum dibayar. Setelah dibayar, layanan aktif kembali otomatis dalam beberapa menit.',
    pay: 'Bayar',
    payNow: 'Bayar sekarang',
    invoices: 'Tagihan',
    noInvoices: 'Belum ada tagihan.',
    invoiceStatus: { unpaid: 'Belum dibayar', paid: 'Lunas', void: 'Dibatalkan' },
    period: 'Periode',
    amount: 'Jumlah',
    due: 'Jatuh tempo',
    paidOn: 'Dibayar',
    method: 'Metode',
    methods: { tripay: 'Online', cash: 'Tunai', transfer: 'Transfer' },
    receipt: 'Kuitansi',
    receiptTitle: 'Kuitansi pembayaran',
    receiptNumber: 'No. tagihan',
    receivedBy: 'Diterima oleh',
    print: 'Cetak',
    close: 'Tutup',
    vouchers: 'Voucher yang dibeli online',
    noVouchers: 'Belum ada voucher yang dibeli dengan nomor ini.',
    voucherName: 'Kode voucher',
    bought: 'Dibeli',
    signOut: 'Keluar',
    noSubscriptions: 'Tidak ada langganan pada nomor ini.',
    backHome: 'Kembali ke beranda',
  },
  en: {
    title: 'Subscriber account',
    tagline: 'Check your bills, pay them, and see the state of your internet service.',
    switchTo: 'Bahasa Indonesia',
    switchLabel: 'Switch the language to Bahasa Indonesia',
    loading: 'Loading…',
    phoneIntro: 'Sign in with your registered WhatsApp number. We will send you a 6-digit code.',
    phoneLabel: 'Mobile number (WhatsApp)',
    phoneInvalid: 'Enter an Indonesian mobile number, e.g. 0812-3456-7890.',
    sendCode: 'Send code',
    codeIntro: (phone) => `Enter the 6-digit code we sent to WhatsApp ${phone}.`,
    codeHint:
      'The code is valid for 5 minutes. If this number belongs to a subscriber, it arrives in a few moments.',
    codeLabel: 'Sign-in code',
    codeInvalid: 'Enter the 6 digits of the code.',
    signIn: 'Sign in',
    resendIn: (seconds) => `Resend in ${seconds} s`,
    resend: 'Resend code',
    resent: 'A new code is on its way.',
    changePhone: 'Change number',
    wrongCode: 'The code is wrong or has expired. Check it, or ask for a new code.',
    tooMany: (minutes) => `Too many codes asked for. Try again in ${minutes} minute(s).`,
    connection: 'Could not connect. Check your connection and try again.',
    subscriptions: 'Subscriptions',
    plan: 'Plan',
    status: 'Status',
    username: 'PPP username',
    router: 'Location',
    subscriberStatus: { active: 'Active', isolated: 'Isolated', terminated: 'Terminated' },
    isolatedTitle: 'Service limited for now',
    isolatedExplain:
      'Your internet is limited (isolated) because a bill is still unpaid. Once it is paid, the service comes back by itself within a few minutes.',
    pay: 'Pay',
    payNow: 'Pay now',
    invoices: 'Bills',
    noInvoices: 'No bills yet.',
    invoiceStatus: { unpaid: 'Unpaid', paid: 'Paid', void: 'Cancelled' },
    period: 'Period',
    amount: 'Amount',
    due: 'Due',
    paidOn: 'Paid',
    method: 'Method',
    methods: { tripay: 'Online', cash: 'Cash', transfer: 'Transfer' },
    receipt: 'Receipt',
    receiptTitle: 'Payment receipt',
    receiptNumber: 'Bill number',
    receivedBy: 'Received by',
    print: 'Print',
    close: 'Close',
    vouchers: 'Vouchers bought online',
    noVouchers: 'No vouchers were bought with this number yet.',
    voucherName: 'Voucher code',
    bought: 'Bought',
    signOut: 'Sign out',
    noSubscriptions: 'No subscription has this number.',
    backHome: 'Back to home',
  },
};
