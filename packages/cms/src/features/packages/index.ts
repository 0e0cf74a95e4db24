export { PackagesPanel } from './components/packages-panel';
