/**
 * A delivery-slip line as `GET /api/deliveries` returns it (SPEC §2/§3, DECISIONS §2). Text fields
 * the file left empty may come back as '' or null; the screen shows both as nothing.
 */
export interface Delivery {
  /** A bigint on the server: a number, or a string when it outgrows a JS number. */
  id: string | number;
  customerId: string;
  slipNumber: string;
  seqProd: string;
  orderNo: string | null;
  partNumber: string | null;
  partName: string | null;
  colorCode: string | null;
  kdLotNo: string | null;
  qty: number | null;
  /** 'YYYY-MM-DD'. */
  date: string | null;
  /** 'HH:mm:ss'. */
  time: string | null;
  adjustDate: string | null;
  adjustTime: string | null;
  remarksBawah: string | null;
  barcodeHpm: string | null;
  barcodeKasai: string | null;
  scanLt1ByName: string | null;
  /** 'YYYY-MM-DDTHH:mm:ss' without a zone: the scanner's wall-clock time, shown as it is. */
  scanLt1At: string | null;
  scanLt2ByName: string | null;
  scanLt2At: string | null;
  /** DECISIONS §2 review mark: 'pending' | 'approved' | 'rejected'. */
  status: string;
  createdAt: string | null;
  createdBy: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  customer: DeliveryCustomer | null;
}

export interface DeliveryCustomer {
  alias: string | null;
  name: string | null;
}

/** A row of `GET /api/customers` (no page): what the customer selector needs. */
export interface CustomerOption {
  id: string;
  alias: string | null;
  name: string | null;
}

/** `POST /api/deliveries/import` 200 `result`. */
export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  total: number;
}

/** One entry of the 422 answer: where in the file and what is wrong. */
export interface ImportLineError {
  line: number;
  column: string;
  message: string;
}
