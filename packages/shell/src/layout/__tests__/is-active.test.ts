import { SIDEBAR_ENTRIES } from '../../routes/route-table';
import { isActive } from '../is-active';

/** The entry the rule of docs/rules/README.md#console-layout highlights for a path, or null when none is. */
function activeEntry(path: string): string | null {
  const matches = SIDEBAR_ENTRIES.filter((entry) => isActive(path, entry.link)).map((e) => e.label);
  expect(matches.length).toBeLessThanOrEqual(1);
  return matches[0] ?? null;
}

test.each([
  ['/app', 'Dashboard'],
  ['/app/', 'Dashboard'],
  ['/app/user', 'User'],
  ['/app/user/123', 'User'],
  ['/app/user/create', 'User'],
  ['/app/user/CREATE', 'User'],
  ['/app/routers', 'Routers'],
  // 3 segments: /app/routers/5 without its last segment is /app/routers.
  ['/app/routers/5', 'Routers'],
  // 4 segments: only ONE segment is stripped (/app/routers/5), which is no entry's link.
  ['/app/routers/5/ppp', null],
  ['/app/routers/5/payments', null],
  ['/app/cms', 'CMS'],
  ['/app/cms/banners', 'CMS'],
  ['/app/cms/banners/create', null],
  ['/app/cms/banners/7/view', null],
  // SPEC: no sidebar entries for delivery or customer.
  ['/app/delivery', null],
  ['/app/customer', null],
  ['/app/customer/42', null],
  ['/', null],
  ['/login', null],
  ['/app/users', null],
])('%s highlights %s', (path, expected) => {
  expect(activeEntry(path)).toBe(expected);
});

test('the rule compares whole segments, not prefixes', () => {
  expect(isActive('/app/username', '/app/user')).toBe(false);
  expect(isActive('/app/user/1', '/app')).toBe(false);
  expect(isActive('/application', '/app')).toBe(false);
});
