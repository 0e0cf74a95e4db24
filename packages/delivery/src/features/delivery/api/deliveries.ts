/** The delivery resource root (docs/rules/api.md#calls); every list query's key starts with it. */
export const DELIVERIES_PATH = '/deliveries';
/** Customers without a page: every customer, for the selector (docs/rules/api.md#lists). */
export const CUSTOMERS_PATH = '/customers';
