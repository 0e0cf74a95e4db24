// `contracts/schemas`: the TypeBox schemas of the API's requests and answers. For the API (and for
// tests that compare a form with the API); a remote imports `contracts/types` instead, which
// carries the same shapes without the schema code.
export * from './schemas/auth';
export * from './schemas/calendar-day';
export * from './schemas/customer';
export * from './schemas/delivery';
export * from './schemas/delivery-fields';
export * from './schemas/envelopes';
export * from './schemas/list-query';
export * from './schemas/ppp';
export * from './schemas/record';
export * from './schemas/router';
export * from './schemas/router-health';
export * from './schemas/user';
export * from './schemas/cms';
export * from './schemas/payment';
export * from './schemas/audit';
export * from './schemas/hotspot';
export * from './schemas/report';
export * from './schemas/billing';
export * from './schemas/notify';
export * from './schemas/portal';
