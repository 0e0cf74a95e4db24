// Async boundary: the shared singletons (react, ui-kit, shared-auth, ...) are set up before bootstrap runs.
import('./bootstrap');
