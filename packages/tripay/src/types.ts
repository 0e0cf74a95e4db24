// Tripay's wire shapes, with Tripay's own (snake_case) field names so that they read like its
// documentation. Numbers Tripay sometimes sends as strings (`paid_at` in a detail, a fee's
// `percent`) are numbers here: the readers in `shape.ts` convert them.

/** Every status a closed transaction can have at Tripay. */
export const TRANSACTION_STATUSES = ['UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND'] as const;
export type TripayTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The statuses a callback reports (a transaction is never called back as UNPAID). */
export const CALLBACK_STATUSES = ['PAID', 'EXPIRED', 'FAILED', 'REFUND'] as const;
export type TripayCallbackStatus = (typeof CALLBACK_STATUSES)[number];

export interface TripayFee {
  /** Rupiah. */
  flat: number;
  /** Percent of the amount, e.g. 0.7 for 0.7 %. */
  percent: number;
}

/** One entry of `GET /merchant/payment-channel`. */
export interface TripayPaymentChannel {
  /** e.g. "Virtual Account", "E-Wallet", "Convenience Store". */
  group: string;
  /** The `method` to create a transaction with, e.g. "BRIVA", "QRIS". */
  code: string;
  name: string;
  /** "direct" (pay code shown on the merchant's page) or "redirect" (the buyer goes to pay_url). */
  type: string;
  fee_merchant: TripayFee;
  fee_customer: TripayFee;
  total_fee: TripayFee;
  minimum_fee: number | null;
  maximum_fee: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  icon_url: string;
  active: boolean;
}

export interface TripayOrderItem {
  sku?: string;
  name: string;
  /** Rupiah per unit. */
  price: number;
  quantity: number;
  product_url?: string;
  image_url?: string;
}

/** The body of `POST /transaction/create` without `signature`, which the client computes. */
export interface CreateTransactionInput {
  /** A channel `code`. */
  method: string;
  /** Our reference, unique per transaction; sent back in every callback. */
  merchant_ref: string;
  /** Whole rupiah; must equal the sum of the order items' price × quantity. */
  amount: number;
  customer_name: string;
  customer_email: string;
  customer_phone?: string;
  order_items: TripayOrderItem[];
  callback_url?: string;
  return_url?: string;
  /** Unix seconds; Tripay's default is 24 hours from creation. */
  expired_time?: number;
}

export interface TripayOrderItemLine {
  sku: string | null;
  name: string;
  price: number;
  quantity: number;
  subtotal: number;
  product_url: string | null;
  image_url: string | null;
}

export interface TripayInstruction {
  title: string;
  steps: string[];
}

/** `data` of `POST /transaction/create` and of `GET /transaction/detail`. */
export interface TripayTransaction {
  /** Tripay's reference, the key of `transaction/detail`. */
  reference: string;
  merchant_ref: string;
  payment_selection_type: string | null;
  payment_method: string;
  payment_name: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  callback_url: string | null;
  return_url: string | null;
  amount: number;
  fee_merchant: number;
  fee_customer: number;
  total_fee: number;
  amount_received: number;
  /** Virtual account number or store pay code; null for QRIS and redirect channels. */
  pay_code: string | null;
  /** Where a redirect channel's buyer pays; null for direct channels. */
  pay_url: string | null;
  /** Tripay's hosted checkout page for this transaction. */
  checkout_url: string;
  status: TripayTransactionStatus;
  /** Unix seconds, once paid. */
  paid_at: number | null;
  /** Unix seconds. */
  expired_time: number;
  order_items: TripayOrderItemLine[];
  instructions: TripayInstruction[];
  qr_string: string | null;
  qr_url: string | null;
}

/** The JSON body of a callback (`X-Callback-Event: payment_status`). */
export interface TripayCallbackBody {
  reference: string;
  merchant_ref: string | null;
  /** The channel's name, e.g. "BRI Virtual Account". */
  payment_method: string;
  /** The channel's code, e.g. "BRIVA". */
  payment_method_code: string;
  /** What the buyer paid: the amount plus `fee_customer`. */
  total_amount: number;
  fee_merchant: number;
  fee_customer: number;
  total_fee: number;
  amount_received: number;
  /** 1 for a closed payment (ours), 0 for an open one. */
  is_closed_payment: number;
  status: TripayCallbackStatus;
  /** Unix seconds; null unless PAID. */
  paid_at: number | null;
  note: string | null;
}
