const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Whole rupiah as the business shows money (docs/rules/payments.md#amounts): `Rp 1.250.000`. */
export function formatRupiah(amount: number): string {
  return `Rp ${rupiah.format(amount)}`;
}

/**
 * Package prices are free text in the CMS (docs/rules/cms.md#validation: a string of at least one character). A plain
 * number is shown as Rupiah; anything else ("Rp 150rb", "Call us") is shown as typed.
 */
export function formatPrice(price: string): string {
  const compact = price.replace(/\s/g, '');
  return /^\d+(\.\d+)?$/.test(compact) ? formatRupiah(Number(compact)) : price;
}

/** A package price that is a whole number of rupiah, else null (a free-text price cannot be sold online). */
export function wholeRupiah(price: string): number | null {
  const compact = price.replace(/\s/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : null;
}
