// The brand feature's public surface: the splash, login and landing features import it from here.
export { PRODUCT_NAME, PRODUCT_TAGLINE } from './components/brand';
export { WifiLogo } from './components/wifi-logo';
