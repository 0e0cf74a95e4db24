import type { SessionUser } from 'shared-auth';
import { capitalise } from 'ui-kit/format';

/**
 * Avatar (docs/rules/README.md#console-layout): initials of the full name (first and last word, like Chakra's own avatar), else
 * the first letter of the username, else `U`.
 */
export function initialsOf(
  user: Pick<SessionUser, 'fullName' | 'username'> | null | undefined,
): string {
  const words = (user?.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) return `${first.charAt(0)}${last ? last.charAt(0) : ''}`.toUpperCase();
  const username = (user?.username ?? '').trim();
  if (username) return username.charAt(0).toUpperCase();
  return 'U';
}

/** docs/rules/README.md#console-layout: the role capitalised, `N/A` when absent. */
export function roleLabel(role: string | null | undefined): string {
  const value = (role ?? '').trim();
  if (!value) return 'N/A';
  return capitalise(value.toLowerCase());
}

/** docs/rules/README.md#console-layout: member since the creation date, else today (also when the stored date is unreadable). */
export function memberSince(createdAt: string | null | undefined, today: Date): Date {
  if (!createdAt) return today;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? today : date;
}

/** The name the console shows for a user: full name, else username. */
export function displayName(
  user: Pick<SessionUser, 'fullName' | 'username'> | null | undefined,
): string {
  const fullName = user?.fullName?.trim();
  return fullName || user?.username || '';
}
