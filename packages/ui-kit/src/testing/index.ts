// `ui-kit/testing`: the one render kit for every front-end package's tests (HTTP and session helpers
// are in `shared-auth/testing`). Never imported by app code, so never part of a bundle (a remote's
// build only follows its exposed modules).
export {
  createTestQueryClient,
  currentPath,
  dismissToasts,
  pageTitle,
  renderApp,
  renderMounted,
  type AppRender,
  type RenderAppOptions,
  type TestRouter,
  type TestRoutes,
} from './render-app';
export {
  chooseRowAction,
  mockScreenWidth,
  nextFrame,
  openDatePicker,
  openRowMenu,
  pressMenuItem,
  restoreScreenWidth,
  rowOf,
  type UserSession,
} from './interaction';
export { signInForEachTest } from './signed-in';
