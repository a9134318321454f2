import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { maxAttachmentBytes } from '#shared/constants';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { AttachmentsField, type FormAttachment, uploadErrorMessage } from './attachments-field.tsx';

/** The field as a form holds it, with the latest items readable by the test. */
function Harness(props: {
  upload: (file: File) => Promise<{ id: string }>;
  seen: { items: FormAttachment[] };
}) {
  const [items, setItems] = useState<FormAttachment[]>([]);
  props.seen.items = items;
  return <AttachmentsField items={items} onChange={(update) => setItems(update)} upload={props.upload} />;
}

const fileInput = () => screen.getByLabelText('Add attachment', { selector: 'input' });

describe('AttachmentsField', () => {
  it('uploads each file through the given function and keeps its media object', async () => {
    const upload = vi.fn(async () => ({ id: 'media-1' }));
    const seen = { items: [] as FormAttachment[] };
    renderWithProviders(<Harness upload={upload} seen={seen} />);
    const file = new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(), file);
    expect(upload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(seen.items).toEqual([
        expect.objectContaining({ name: 'plan.pdf', status: 'uploaded', mediaObjectId: 'media-1' }),
      ]),
    );
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const upload = vi.fn(async () => ({ id: 'never' }));
    const seen = { items: [] as FormAttachment[] };
    renderWithProviders(<Harness upload={upload} seen={seen} />);
    const file = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: maxAttachmentBytes + 1 });
    await userEvent.upload(fileInput(), file);
    expect(upload).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file exceeds the maximum size limit, upload a smaller file',
    );
  });

  it('shows a failed upload under the file', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(0, null);
    });
    renderWithProviders(<Harness upload={upload} seen={{ items: [] }} />);
    await userEvent.upload(fileInput(), new File(['x'], 'notes.docx', { type: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed. Remove the file and try again.',
    );
  });
});

describe('uploadErrorMessage', () => {
  it('names a too large file, repeats the server on another refusal, and is general otherwise', () => {
    expect(uploadErrorMessage(new ApiError(413, null))).toBe(
      'The file exceeds the maximum size limit, upload a smaller file',
    );
    const refused = new ApiError(400, {
      name: 'ValidationError',
      message: 'Invalid',
      details: [{ type: 'custom', path: 'contentType', message: 'Only images can be inline' }],
    });
    expect(uploadErrorMessage(refused)).toBe('Only images can be inline');
    expect(uploadErrorMessage(new ApiError(500, null))).toBe(
      'The upload failed. Remove the file and try again.',
    );
    expect(uploadErrorMessage(new Error('offline'))).toBe(
      'The upload failed. Remove the file and try again.',
    );
  });
});
