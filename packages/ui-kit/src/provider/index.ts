// `ui-kit/provider`: the console's Chakra provider, theme (system) and toaster. A federated singleton.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export { SOLID_HOVER_BG, system } from '../theme/system';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { AppToaster } from '../toast/app-toaster';
