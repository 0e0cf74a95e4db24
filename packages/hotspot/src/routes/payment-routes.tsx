import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { PaymentsPage } from '../features/payments/components/payments-page';

/** Exposed as `./PaymentRoutes`, mounted by the shell at `/app/payments/*`: every router's payments. */
export function PaymentRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<PaymentsPage allRouters />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default PaymentRoutes;
