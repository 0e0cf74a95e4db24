import { CmsRoutes } from '../routes/cms-routes';

/** The CMS remote at the path the shell mounts it, and a page outside it. */
export const CMS_ROUTES = {
  '/app/cms/*': <CmsRoutes />,
  '*': <p>Outside the remote</p>,
};
