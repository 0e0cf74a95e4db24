const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/**
 * Package prices are free text in the CMS (docs/rules/cms.md#validation: a string of at least one character). A plain
 * number is shown as Rupiah; anything else ("Rp 150rb", "Call us") is shown as typed.
 */
export function formatPrice(price: string): string {
  const compact = price.replace(/\s/g, '');
  return /^\d+(\.\d+)?$/.test(compact) ? `Rp ${rupiah.format(Number(compact))}` : price;
}
