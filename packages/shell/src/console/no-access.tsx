import type { ReactElement } from 'react';
import { LuLock } from 'react-icons/lu';
import { PageMessage } from 'ui-kit/layout';
import { roleLabel } from '../layout/profile';
import { CONSOLE_PATH } from '../routes/route-table';

/**
 * An admin-only area opened by another role (a typed URL, a bookmark): one plain statement in
 * place of the area, with no list, filters or Retry that could only fail (docs/rules/roles.md#screens).
 * The header already shows the area's title: this heading sits below it.
 */
export function NoAccess({ area, role }: { area: string; role: string }): ReactElement {
  return (
    <PageMessage
      icon={<LuLock />}
      iconColor="fg.muted"
      title="No access"
      level={2}
      homeHref={CONSOLE_PATH}
    >
      {area} is for admins only. Your role ({roleLabel(role)}) cannot open it.
    </PageMessage>
  );
}
