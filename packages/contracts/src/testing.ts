// `contracts/testing`: test helpers, never imported by app code.
export * from './testing/form-drift';
