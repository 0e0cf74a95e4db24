import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
// The public pages' own styling (no Chakra on them): loaded with whichever page comes first.
import '../styles/public.css';
import { landingContentQueryOptions } from '../features/landing/api/get-landing-content';
import { InvoicePayPage } from '../features/purchase/components/invoice-pay-page';

/**
 * `/bayar/{token}`: an invoice's public pay page (docs/rules/billing.md#paying-online), the
 * invoices' `payUrl`. The company's name comes from the landing page's content (its profile).
 */
export function InvoicePay() {
  const { token = '' } = useParams();
  const landing = useQuery(landingContentQueryOptions());
  const company = landing.data?.companyProfile?.companyName;
  // Another invoice starts from a clean page, never showing the last one.
  return <InvoicePayPage key={token} token={token} company={company} />;
}

export default InvoicePay;
