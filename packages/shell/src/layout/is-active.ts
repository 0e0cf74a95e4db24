/**
 * docs/rules/README.md#console-layout: a sidebar entry is highlighted when the path equals its link, or when the path has 3 or
 * more segments and the path without its last segment equals the link. The rule for 4 or more
 * segments is the same single test, so only ONE segment is ever stripped: `/app/routers/5/ppp`
 * becomes `/app/routers/5`, which is no entry's link, so no entry is highlighted on the PPP page.
 */
export function isActive(path: string, link: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const normalized = `/${segments.join('/')}`;
  if (normalized === link) return true;
  if (segments.length < 3) return false;
  return `/${segments.slice(0, -1).join('/')}` === link;
}
