import { Route } from 'react-router-dom';
import type { HarnessOptions } from 'dev-harness';
import { CustomerRoutes } from './routes/customer-routes';
import { UserRoutes } from './routes/user-routes';

/** The admin-users remote alone, at the paths the shell mounts it (dev server page only). */
export const harness: HarnessOptions = {
  remote: 'admin-users',
  links: [
    { to: '/app/customer', label: 'Customers' },
    { to: '/app/customer/create', label: 'New customer' },
    { to: '/app/user', label: 'Users' },
    { to: '/app/user/create', label: 'New user' },
  ],
  routes: (
    <>
      <Route path="/app/customer/*" element={<CustomerRoutes />} />
      <Route path="/app/user/*" element={<UserRoutes />} />
    </>
  ),
};
