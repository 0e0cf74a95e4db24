// The public pages' own styling (no Chakra on them): loaded with whichever page comes first.
import '../styles/public.css';
import { PortalPage } from '../features/portal/components/portal-page';

/** `/akun`: the subscriber portal (docs/rules/portal.md#the-page-akun). */
export function Account() {
  return <PortalPage />;
}

export default Account;
