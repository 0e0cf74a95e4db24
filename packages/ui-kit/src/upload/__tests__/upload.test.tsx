import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../../provider/ui-provider';
import { checkFile, fileMatchesAccept } from '../file-checks';
import { formatFileSize } from 'ui-kit/format';
import { FileDropzone, type FileDropzoneProps } from '../file-dropzone';
import { UploadProgress } from '../upload-progress';

function renderZone(props: Partial<FileDropzoneProps> = {}) {
  const onFiles = jest.fn();
  render(
    <UiProvider>
      <p id="zone-label">Choose a banner image</p>
      <FileDropzone
        accept="image/png,image/jpeg,image/webp"
        hint="PNG, JPEG or WebP, up to 5 MiB"
        labelledBy="zone-label"
        onFiles={onFiles}
        {...props}
      />
    </UiProvider>,
  );
  return onFiles;
}

const png = (name = 'logo.png') => new File(['x'], name, { type: 'image/png' });

describe('FileDropzone', () => {
  test('is reached with Tab: a named file input with the hint as its description', async () => {
    const onFiles = renderZone();
    const user = userEvent.setup();
    await user.tab();
    const input = screen.getByLabelText('Choose a banner image');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(input).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 5 MiB');

    await user.upload(input, png());
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'logo.png' })]);
  });

  test('takes only the first of several dropped files', () => {
    const onFiles = renderZone();
    const zone = screen.getByText('choose one').closest('[data-part="dropzone"]') as Element;
    fireEvent.drop(zone, { dataTransfer: { files: [png('a.png'), png('b.png')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' })]);
  });

  test('multiple: every file, and the prompt says so', () => {
    const onFiles = renderZone({ multiple: true });
    expect(screen.getByText('choose them')).toBeInTheDocument();
    const zone = screen.getByText('choose them').closest('[data-part="dropzone"]') as Element;
    fireEvent.drop(zone, { dataTransfer: { files: [png('a.png'), png('b.png')] } });
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
  });

  test('disabled: the input is off and a drop is ignored', () => {
    const onFiles = renderZone({ disabled: true, invalid: true });
    expect(screen.getByLabelText('Choose a banner image')).toBeDisabled();
    expect(screen.getByLabelText('Choose a banner image')).toHaveAttribute('aria-invalid', 'true');
    const zone = screen.getByText('choose one').closest('[data-part="dropzone"]') as Element;
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('UploadProgress', () => {
  test('shows the percentage, the bytes sent and a Stop button when given one', async () => {
    const onCancel = jest.fn();
    render(
      <UiProvider>
        <UploadProgress
          loaded={512 * 1024}
          total={2 * 1024 * 1024}
          percent={25}
          onCancel={onCancel}
        />
      </UiProvider>,
    );
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('512 KiB of 2 MiB')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload progress')).toHaveAttribute('aria-valuetext', '25%');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop upload' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('runs indeterminate with its own texts while the server processes', () => {
    render(
      <UiProvider>
        <UploadProgress
          loaded={10}
          percent={100}
          processing
          processingLabel="Checking the image…"
          processingDetail="Sent; the server reads it."
        />
      </UiProvider>,
    );
    expect(screen.getByText('Checking the image…')).toBeInTheDocument();
    expect(screen.getByText('Sent; the server reads it.')).toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('file checks', () => {
  test('accept lists: extensions, exact types and wildcards', () => {
    expect(fileMatchesAccept({ name: 'a.TXT', type: '' }, '.txt,text/plain')).toBe(true);
    expect(fileMatchesAccept({ name: 'a.webp', type: 'image/webp' }, 'image/*')).toBe(true);
    expect(
      fileMatchesAccept({ name: 'a.svg', type: 'image/svg+xml' }, 'image/png,image/jpeg'),
    ).toBe(false);
    expect(fileMatchesAccept({ name: 'a', type: '' }, '')).toBe(true);
  });

  test('checkFile names what is wrong', () => {
    const limits = { maxBytes: 5, accept: 'image/png' };
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 0 }, limits)).toBe('empty');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 6 }, limits)).toBe('tooLarge');
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 3 }, limits)).toBe('notAccepted');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 3 }, limits)).toBeNull();
  });

  test('sizes read like the rest of the screen', () => {
    expect(formatFileSize(1000)).toBe('1.000 B');
    expect(formatFileSize(1536)).toBe('1,5 KiB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MiB');
  });
});
