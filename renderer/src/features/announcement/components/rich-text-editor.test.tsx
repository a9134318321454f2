import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { normalizeLink, RichTextEditor } from './rich-text-editor.tsx';

function Harness(props: { onChange: (html: string) => void; upload?: (file: File) => Promise<string> }) {
  const [value, setValue] = useState('');
  return (
    <RichTextEditor
      label="Message"
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
      uploadImage={props.upload ?? (async () => '/api/media/files/x/original')}
      error={value ? undefined : 'Write something'}
    />
  );
}

describe('rich text editor', () => {
  it('is a labelled textbox with a labelled formatting toolbar', async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Insert image']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
  });

  it('uploads a chosen image and puts it into the body by its stored address', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async () => '/api/media/files/abc/original?signature=1');
    renderWithProviders(<Harness onChange={onChange} upload={upload} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'team.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(upload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('src="/api/media/files/abc/original?signature=1"'),
      ),
    );
  });

  it('accepts web and mail links only', () => {
    expect(normalizeLink('example.com')).toBe('https://example.com/');
    expect(normalizeLink('mailto:hr@example.com')).toBe('mailto:hr@example.com');
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('  ')).toBeNull();
  });
});
