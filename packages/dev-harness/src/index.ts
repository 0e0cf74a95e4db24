export { mountHarness } from './mount-harness';
export { StandaloneHarness, type HarnessLink, type HarnessOptions } from './standalone-harness';
export { SignInForm } from './sign-in-form';
