import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type DragEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { LuUpload } from 'react-icons/lu';

export interface FileDropzoneProps {
  /** What the picker offers, e.g. '.txt,text/plain' or 'image/png,image/jpeg,image/webp'. */
  accept?: string;
  /** More than one file at a time (the picker and a drop); one by default. */
  multiple?: boolean;
  /**
   * The chosen or dropped files (one unless `multiple`); the owner checks them (`checkFile`). An
   * empty list when the picker's choice was cleared.
   */
  onFiles(files: File[]): void;
  /** While an upload runs nothing can be chosen. */
  disabled?: boolean;
  /** Paints the border as an error. */
  invalid?: boolean;
  /** The file input: the keyboard's and screen reader's way in (focus it, reset its value). */
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the text that names the input (e.g. the dialog's description). */
  labelledBy?: string;
  /** More ids describing the input (an error message); the hint is always one of them. */
  describedBy?: string;
  /** The line under the prompt: what fits, e.g. 'Delimited text (.txt) …, up to 50 MiB'. */
  hint: ReactNode;
  hintId?: string;
}

/**
 * A drop zone around a file input: drag files onto it, or click it, or Tab to the input inside
 * and press Enter or Space (the browser's picker). The input carries the name, hint and error.
 */
export function FileDropzone({
  accept,
  multiple = false,
  onFiles,
  disabled = false,
  invalid = false,
  inputRef,
  labelledBy,
  describedBy,
  hint,
  hintId: givenHintId,
}: FileDropzoneProps): ReactElement {
  const [dragging, setDragging] = useState(false);
  const ownHintId = useId();
  const hintId = givenHintId ?? ownHintId;
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownInput.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  function take(list: FileList | null | undefined): File[] {
    const files = Array.from(list ?? []);
    return multiple ? files : files.slice(0, 1);
  }

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragging(false);
    const files = take(event.dataTransfer.files);
    if (!disabled && files.length > 0) onFiles(files);
  }

  return (
    <Box
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setDragging(false);
        }
      }}
      onDrop={onDrop}
      // A pointer convenience: the file input inside is the keyboard's and screen reader's way in.
      onClick={() => {
        if (!disabled) ownInput.current?.click();
      }}
      data-part="dropzone"
      data-dragging={dragging || undefined}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : invalid ? 'border.error' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      rounded="md"
      px="4"
      py={{ base: '5', sm: '6' }}
      textAlign="center"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      transition="background 0.15s, border-color 0.15s"
      _hover={disabled ? undefined : { borderColor: 'brand.solid' }}
      _focusWithin={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
    >
      <chakra.input
        ref={setInput}
        type="file"
        accept={accept}
        multiple={multiple || undefined}
        srOnly
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid ? true : undefined}
        // The zone's own click handler opens the picker; the input's click must not bubble back to it.
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => onFiles(take(event.currentTarget.files))}
      />
      <Stack align="center" gap="1.5">
        <Box color="brand.fg" fontSize="2xl" aria-hidden>
          <LuUpload />
        </Box>
        <Text fontWeight="medium">
          Drag {multiple ? 'files' : 'a file'} here or{' '}
          <Text as="span" color="brand.fg" textDecoration="underline">
            choose {multiple ? 'them' : 'one'}
          </Text>
        </Text>
        <Text id={hintId} textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </Box>
  );
}
