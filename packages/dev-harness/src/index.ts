export { mountHarness } from './mount-harness';
export {
  HarnessProviders,
  StandaloneHarness,
  type HarnessLink,
  type HarnessOptions,
} from './standalone-harness';
export { SignInForm } from './sign-in-form';
