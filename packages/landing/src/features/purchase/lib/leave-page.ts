/**
 * Goes to another site (Tripay's payment page), only over http(s). Its own module so that tests
 * can watch where the page went: jsdom does not navigate.
 */
export function leavePage(url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing to leave for ${url}`);
  window.location.assign(url);
}
