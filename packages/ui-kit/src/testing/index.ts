// `ui-kit/testing`: test utilities for the remotes' tests. Never imported by app code, so never part
// of a bundle (a remote's build only follows its exposed modules).
export { renderMounted, type MountedRender } from './render-mounted';
