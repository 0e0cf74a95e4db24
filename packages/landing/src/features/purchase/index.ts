// The purchase feature's public surface: the landing's package cards import Beli from here; the
// status page is mounted by src/routes/pay-status.tsx.
export { BuyButton } from './components/buy-button';
// The public pages' dialog and the `{ success, data }` reading, shared with the subscriber portal.
export { Modal } from './components/modal';
export { successData } from './api/success-data';
export { statusOf } from './api/get-public-transaction';
