/** Product identity shown on the public pages. */
export const PRODUCT_NAME = 'Pokayoke Admin';
export const PRODUCT_TAGLINE = 'Smart WiFi management for hotspots and small ISPs';
