/** Product identity shown on the public pages. */
export const PRODUCT_NAME = 'Pokayoke Admin';
export const PRODUCT_TAGLINE = 'Smart WiFi management for hotspots and small ISPs';
/** The tab titles of the public pages (set by the routes, and in their prerendered HTML). */
export const LANDING_TITLE = `${PRODUCT_NAME} · Smart WiFi Management System`;
export const LOGIN_TITLE = `Login · ${PRODUCT_NAME}`;
