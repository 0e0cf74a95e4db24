import Landing from '../routes/landing';
import Login from '../routes/login';
import InvoicePay from '../routes/invoice-pay';
import PayStatus from '../routes/pay-status';
import Account from '../routes/account';

/**
 * The two exposed screens at the paths the shell mounts them on, and a stand-in console at /app:
 * pass to `ui-kit/testing`'s `renderApp(LANDING_ROUTES, { path })`.
 */
export const LANDING_ROUTES = {
  '/': <Landing />,
  '/login': <Login />,
  '/pay/:merchantRef': <PayStatus />,
  '/bayar/:token': <InvoicePay />,
  '/akun': <Account />,
  '/app': <h1>Console</h1>,
};
