import { Button, CloseButton, DataList, Dialog, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useIsSmallScreen } from 'ui-kit/layout';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface RecordDetailDialogProps {
  open: boolean;
  onClose(): void;
  title?: string;
  fields: readonly DetailField[];
  /** Where the focus goes when the dialog closes; default: where it was when the dialog opened. */
  finalFocusEl?: () => HTMLElement | null;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Lihat: a record's fields as label/value pairs, read-only. */
export function RecordDetailDialog({
  open,
  onClose,
  title = 'Detail',
  fields,
  finalFocusEl,
}: RecordDetailDialogProps): ReactElement {
  // Picked here rather than as responsive recipe variants: Chakra merges a responsive variant
  // over the base one property by property, so on wide screens the dialog kept the 'full'
  // height and the items kept the vertical layout's column direction with the horizontal
  // layout's centring (labels above values, both centred).
  const small = useIsSmallScreen();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={small ? 'full' : 'md'}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation={small ? 'vertical' : 'horizontal'} gap="3">
                {fields.map((field, index) => (
                  // By position: labels may repeat (docs/rules/lists.md#delivery-table names two delivery fields 'Seq Prod').
                  <DataList.Item key={`${index}:${field.label}`}>
                    <DataList.ItemLabel minW="36">{field.label}</DataList.ItemLabel>
                    <DataList.ItemValue wordBreak="break-word">
                      {isEmpty(field.value) ? '—' : field.value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
