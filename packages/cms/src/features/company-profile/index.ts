export { CompanyProfilePanel } from './components/company-profile-panel';
