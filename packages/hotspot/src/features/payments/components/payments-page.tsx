import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';

/** `/app/routers/{routerId}/payments`: the router's transactions (docs/rules/payments.md#transactions-screen). */
export function PaymentsPage(): ReactElement {
  usePageTitle('Payments');
  const { routerId } = useParams();
  return (
    <ScreenPlaceholder screen={`Payments of router ${routerId ?? ''}`}>
      The Tripay transactions of this router.
    </ScreenPlaceholder>
  );
}
