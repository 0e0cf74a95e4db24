import { Route } from 'react-router-dom';
import type { HarnessOptions } from 'dev-harness';
import { CmsRoutes } from './routes/cms-routes';

/** The CMS remote alone, at the path the shell mounts it (dev server page only). */
export const harness: HarnessOptions = {
  remote: 'cms',
  links: [
    { to: '/app/cms', label: 'CMS' },
    { to: '/app/cms/banners/create', label: 'New banner' },
    { to: '/app/cms/banners/1/view', label: 'Banner 1 preview' },
    { to: '/app/cms/packages/create', label: 'New package' },
    { to: '/app/cms/company-profile/create', label: 'Company profile' },
    { to: '/app/cms/contact-info/create', label: 'New contact info' },
  ],
  routes: <Route path="/app/cms/*" element={<CmsRoutes />} />,
};
