import { Route } from 'react-router-dom';
import type { HarnessOptions } from 'dev-harness';
import { DeliveryRoutes } from './routes/delivery-routes';

/** The delivery remote alone, at the path the shell mounts it (dev server page only). */
export const harness: HarnessOptions = {
  remote: 'delivery',
  links: [{ to: '/app/delivery', label: 'Delivery' }],
  routes: <Route path="/app/delivery/*" element={<DeliveryRoutes />} />,
};
