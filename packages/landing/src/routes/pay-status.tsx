import { useParams, useSearchParams } from 'react-router-dom';
// The public pages' own styling (no Chakra on them): loaded with whichever page comes first.
import '../styles/public.css';
import { PaymentStatusPage } from '../features/purchase/components/payment-status-page';

/**
 * `/pay/{merchantRef}?t={token}`: an order's status page (docs/rules/payments.md#checkout), public
 * and keyed by the token from the checkout; Tripay's return_url brings the buyer back here.
 */
export function PayStatus() {
  const { merchantRef = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  // A new order (another ref or token) starts from a clean page, never showing the last one.
  return (
    <PaymentStatusPage key={`${merchantRef}?${token}`} merchantRef={merchantRef} token={token} />
  );
}

export default PayStatus;
