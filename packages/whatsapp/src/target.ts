// The gateway's `target`: an Indonesian number written the way the gateway expects (62…), from the
// ways people type it (0812-3456-7890, +62 812 3456 7890, 62812…). Fonnte would replace a leading 0
// itself (countryCode=62), but the outbox stores and shows the number it sent to, so the client
// writes it out once, here.

/** Indonesian mobile numbers: 62, then 8 and 7 to 11 more digits (E.164 allows 15 in all). */
const TARGET = /^628\d{7,11}$/;

/** `62…` for a number typed as 08…, +628…, 628… (spaces, dots, dashes, brackets ignored); else null. */
export function normalizeTarget(phone: string): string | null {
  const digits = phone.trim().replace(/[\s.()-]/g, '');
  const bare = digits.startsWith('+') ? digits.slice(1) : digits;
  if (!/^\d+$/.test(bare)) return null;
  const target = bare.startsWith('0') ? `62${bare.slice(1)}` : bare;
  return TARGET.test(target) ? target : null;
}
