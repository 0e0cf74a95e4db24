// `contracts/landing`: the public landing content as the API sends it and as the page renders it,
// and the address checks every link and image passes, one definition for the CMS and the landing.
export * from './landing/landing-content';
export * from './landing/safe-url';
