export { BannersPanel } from './components/banners-panel';
