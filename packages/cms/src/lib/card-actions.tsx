import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { ActionButton, READ_ONLY_TITLES, useCanWrite } from 'ui-kit/list';
import { AREAS, cmsPath, type CmsArea, type RecordKey } from './cms-areas';

export interface CardActionsProps {
  area: CmsArea;
  record: { id: RecordKey };
  /** The record's name in the buttons' labels ('Edit banner Promo Merdeka'). */
  name: string;
  /** A read-only preview (banners); other areas show their form read-only to plain users. */
  previewTo?: string;
}

/**
 * A card's icons (docs/rules/cms.md#screens): edit, delete through the lists' confirm dialog with the
 * area's toasts, and a preview. Plain users see edit and delete disabled with the lists' titles
 * (docs/rules/roles.md#screens) and a view icon instead.
 */
export function CardActions({ area, record, name, previewTo }: CardActionsProps): ReactElement {
  const canWrite = useCanWrite();
  const texts = AREAS[area];
  const formTo = `/app/cms/${area}/${encodeURIComponent(String(record.id))}`;
  const viewTo = previewTo ?? (canWrite ? undefined : formTo);
  return (
    <HStack gap="1">
      {viewTo ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={`View ${texts.noun} ${name}`}>
          <RouterLink to={viewTo}>
            <LuEye />
          </RouterLink>
        </IconButton>
      ) : null}
      {canWrite ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${texts.noun} ${name}`}>
          <RouterLink to={formTo}>
            <LuPencil />
          </RouterLink>
        </IconButton>
      ) : (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={`Edit ${texts.noun} ${name}`}
          title={READ_ONLY_TITLES.edit}
          disabled
        >
          <LuPencil />
        </IconButton>
      )}
      <ActionButton
        path={cmsPath(area)}
        row={record}
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${texts.noun} ${name}`}
        action={{
          action: 'delete',
          successMessage: texts.deleted,
          errorMessage: (error) => getErrorMessage(error, texts.deleteError),
        }}
      >
        <LuTrash2 />
      </ActionButton>
    </HStack>
  );
}
