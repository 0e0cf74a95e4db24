// The purchase feature's public surface: the landing's package cards import Beli from here; the
// status page is mounted by src/routes/pay-status.tsx.
export { BuyButton } from './components/buy-button';
