import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';

/** `/app/routers/{routerId}/ppp`: PPP secrets, active connections and profiles (docs/rules/routers.md#ppp-screen). */
export function PppPage(): ReactElement {
  usePageTitle('PPP');
  const { routerId } = useParams();
  return (
    <ScreenPlaceholder screen={`PPP of router ${routerId ?? ''}`}>
      PPP secrets, active connections and user profiles of this router.
    </ScreenPlaceholder>
  );
}
