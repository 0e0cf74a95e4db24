/**
 * The print page's layouts (docs/rules/hotspot.md#printing): sizes in millimetres, so the browser's print
 * (or page.pdf()) gives the sheet the screen shows.
 */
export const PRINT_LAYOUTS = ['a4', 'thermal58', 'thermal80'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

export interface LayoutSpec {
  label: string;
  /** The @page size. */
  pageWidthMm: number;
  pageHeightMm: number;
  /** White border of a sheet (inside the page: @page margin is 0 so the screen shows it too). */
  paddingMm: number;
  columns: number;
  cardsPerPage: number;
  cardWidthMm: number;
  cardHeightMm: number;
  qrMm: number;
}

export const LAYOUT_SPECS: Record<PrintLayout, LayoutSpec> = {
  // 4 × 6 = 24 cards on a sheet of A4, with dashed cut lines between them.
  a4: {
    label: 'A4 (24 per page)',
    pageWidthMm: 210,
    pageHeightMm: 297,
    paddingMm: 8,
    columns: 4,
    cardsPerPage: 24,
    cardWidthMm: 48.5,
    cardHeightMm: 46.8,
    qrMm: 19,
  },
  // Thermal rolls: one card across the paper, one label after another.
  thermal58: {
    label: 'Thermal 58 mm',
    pageWidthMm: 58,
    pageHeightMm: 84,
    paddingMm: 2,
    columns: 1,
    cardsPerPage: 1,
    cardWidthMm: 54,
    cardHeightMm: 80,
    qrMm: 30,
  },
  thermal80: {
    label: 'Thermal 80 mm',
    pageWidthMm: 80,
    pageHeightMm: 54,
    paddingMm: 2,
    columns: 1,
    cardsPerPage: 1,
    cardWidthMm: 76,
    cardHeightMm: 50,
    qrMm: 30,
  },
};

export function isPrintLayout(value: unknown): value is PrintLayout {
  return (PRINT_LAYOUTS as readonly unknown[]).includes(value);
}

/** The address's layout, A4 when absent or unknown. */
export function readLayout(value: string | null): PrintLayout {
  return isPrintLayout(value) ? value : 'a4';
}

/** The cards split into the sheets they print on. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) {
    pages.push(items.slice(start, start + perPage));
  }
  return pages;
}

/** `http://{dns}/login`, the address printed on the card. */
export function loginAddress(dnsName: string): string {
  return `http://${dnsName}/login`;
}

/** What the QR holds: the login page with the credentials filled in (RouterOS's login.html reads them). */
export function loginUrl(dnsName: string, username: string, password: string): string {
  const query = new URLSearchParams({ username, password });
  return `${loginAddress(dnsName)}?${query.toString()}`;
}
