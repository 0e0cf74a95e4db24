/** The delivery resource root (DECISIONS §2); every list query's key starts with it. */
export const DELIVERIES_PATH = '/deliveries';
/** Customers without a page: every customer, for the selector (SPEC §7). */
export const CUSTOMERS_PATH = '/customers';
