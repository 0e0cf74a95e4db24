export { ContactInfoPanel } from './components/contact-info-panel';
