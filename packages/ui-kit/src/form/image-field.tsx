import { Box, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { toSafeImageSrc } from 'contracts/landing';
import { useField } from 'formik';
import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { getErrorMessage } from 'shared-auth';
import { formatFileSize } from 'ui-kit/format';
import { FieldFrame, PLACEHOLDER_COLOR, useFieldState, type BaseFieldProps } from './form-fields';

// The upload kit (drop zone, progress, file checks) loads when a field offers an upload, not with
// every form page.
const FileDropzone = lazy(() =>
  import('ui-kit/upload').then((module) => ({ default: module.FileDropzone })),
);
const UploadProgress = lazy(() =>
  import('ui-kit/upload').then((module) => ({ default: module.UploadProgress })),
);

/** The images an image field takes (by content on the server; by name and type here, as a first check). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_NOT_ACCEPTED_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const IMAGE_EMPTY_MESSAGE = 'The file is empty.';
export const IMAGE_UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded.';

export function imageTooLargeMessage(maxBytes: number): string {
  return `The image is larger than ${formatFileSize(maxBytes)}.`;
}

export interface ImageUploadProgress {
  loaded: number;
  total: number | null;
  percent: number | null;
}

/** Sends one image and answers the address it is served from. */
export type ImageUploader = (
  file: File,
  options: { onProgress(progress: ImageUploadProgress): void; signal: AbortSignal },
) => Promise<string>;

export interface ImageFieldProps extends BaseFieldProps {
  /** Without it the field takes an address only. */
  upload?: ImageUploader;
  placeholder?: string;
  maxBytes?: number;
  maxLength?: number;
}

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; progress: ImageUploadProgress }
  | { state: 'failed'; message: string };

/**
 * An image as an address: typed in (http, https or a path on this site), or set by uploading a file,
 * with a preview of what the address shows. Only an address that is safe as an image source is
 * previewed, so a `javascript:` text never reaches `src`.
 */
export function ImageField({
  name,
  upload,
  placeholder = 'https://… or upload an image',
  maxBytes = IMAGE_MAX_BYTES,
  maxLength,
  ...frame
}: ImageFieldProps): ReactElement {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  const [status, setStatus] = useState<Upload>({ state: 'idle' });
  const [broken, setBroken] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const uploadErrorId = useId();
  const value = field.value ?? '';
  const preview = toSafeImageSrc(value);
  const editable = !frame.readOnly && !frame.disabled;

  useEffect(() => setBroken(false), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File): Promise<void> {
    if (!upload) return;
    const { checkFile } = await import('ui-kit/upload');
    const problem = checkFile(file, { maxBytes, accept: IMAGE_ACCEPT });
    if (problem) {
      setStatus({
        state: 'failed',
        message:
          problem === 'empty'
            ? IMAGE_EMPTY_MESSAGE
            : problem === 'tooLarge'
              ? imageTooLargeMessage(maxBytes)
              : IMAGE_NOT_ACCEPTED_MESSAGE,
      });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ state: 'sending', progress: { loaded: 0, total: file.size, percent: 0 } });
    try {
      const url = await upload(file, {
        signal: abort.signal,
        onProgress: (progress) => setStatus({ state: 'sending', progress }),
      });
      state.clearServerError();
      await helpers.setValue(url);
      setStatus({ state: 'idle' });
    } catch (error) {
      setStatus(
        abort.signal.aborted
          ? { state: 'idle' }
          : { state: 'failed', message: getErrorMessage(error, IMAGE_UPLOAD_FAILED_MESSAGE) },
      );
    } finally {
      controller.current = null;
    }
  }

  return (
    <FieldFrame state={state} {...frame}>
      <Stack w="full" gap="3">
        <Input
          name={field.name}
          value={value}
          onChange={(event) => {
            state.clearServerError();
            field.onChange(event);
          }}
          onBlur={field.onBlur}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={placeholder}
          maxLength={maxLength}
          aria-describedby={state.describedBy}
          _placeholder={{ color: PLACEHOLDER_COLOR }}
        />
        {upload && editable ? (
          <Suspense fallback={null}>
            {status.state === 'sending' ? (
              <UploadProgress
                loaded={status.progress.loaded}
                total={status.progress.total}
                percent={status.progress.percent}
                onCancel={() => controller.current?.abort()}
              />
            ) : (
              <Stack gap="1.5">
                <Text id={`${state.id}-upload-label`} textStyle="sm" color="fg.muted">
                  Upload {frame.label}
                </Text>
                <FileDropzone
                  accept={IMAGE_ACCEPT}
                  onFiles={(files) => {
                    const [file] = files;
                    if (file) void send(file);
                  }}
                  invalid={status.state === 'failed'}
                  labelledBy={`${state.id}-upload-label`}
                  describedBy={status.state === 'failed' ? uploadErrorId : undefined}
                  hint={`PNG, JPEG or WebP, up to ${formatFileSize(maxBytes)}`}
                />

                {status.state === 'failed' ? (
                  <Text id={uploadErrorId} role="alert" textStyle="sm" color="fg.error">
                    {status.message}
                  </Text>
                ) : null}
              </Stack>
            )}
          </Suspense>
        ) : null}
        {preview ? (
          <HStack align="start" gap="3">
            <Box
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              overflow="hidden"
              bg="bg.subtle"
              maxW="xs"
            >
              {broken ? (
                <Text textStyle="sm" color="fg.muted" p="3">
                  The image at this address cannot be shown.
                </Text>
              ) : (
                <Image
                  src={preview}
                  alt={`${frame.label} preview`}
                  maxH="40"
                  objectFit="contain"
                  onError={() => setBroken(true)}
                />
              )}
            </Box>
            {editable ? (
              <Button
                type="button"
                size="xs"
                variant="ghost"
                onClick={() => {
                  state.clearServerError();
                  void helpers.setValue('');
                }}
              >
                Clear
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </FieldFrame>
  );
}
