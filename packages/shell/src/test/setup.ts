import { configure } from '@testing-library/react';

// Whole-shell renders (Chakra, router, lazy remotes) on a loaded 2-core machine can take more than
// the default second; waiting stays condition-based, only the ceiling is higher.
configure({ asyncUtilTimeout: 5000 });
