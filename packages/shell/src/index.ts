import { prefetchRemoteConfig } from './federation/remote-config';

// The remote configuration is on its way while the shared libraries load.
prefetchRemoteConfig();
// Async boundary: the shared singletons (react, ui-kit, shared-auth, ...) are set up before bootstrap runs.
import('./bootstrap');
