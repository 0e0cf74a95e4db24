import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { DeliveryPage } from '../features/delivery/components/delivery-page';

/** Exposed as `./DeliveryRoutes`, mounted by the shell at `/app/delivery/*`. */
export function DeliveryRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<DeliveryPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default DeliveryRoutes;
