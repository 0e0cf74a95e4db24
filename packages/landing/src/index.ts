// Async boundary: the shared singletons (react, shared-auth, ui-kit, ...) are negotiated before bootstrap runs.
import('./bootstrap');
