// `ui-kit/layout`: page-level states (loading, skeleton, not found), the page title store, the small-screen hook.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export { DEFAULT_LOADING_TEXT, LoadingScreen, type LoadingScreenProps } from './loading-screen';
export { PageSkeleton } from './page-skeleton';
export { usePageTitle, usePageTitleStore } from './page-title';
export { NotFound, type NotFoundProps } from './not-found';
export { PageMessage, type PageMessageProps } from './page-message';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './screen-placeholder';
export { useIsSmallScreen, useMediaQuery, SMALL_SCREEN_QUERY } from './use-small-screen';
export { MOBILE_BREAKPOINT_PX } from './use-small-screen';
