import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flagReasonMaxLength } from '#shared/contract/recognition';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { FlagDialog, type FlagDialogProps } from './flag-dialog.tsx';

function renderDialog(overrides: Partial<FlagDialogProps> = {}) {
  const props = {
    open: true,
    title: 'Flag this comment',
    success: 'Thanks. A moderator will review this comment.',
    flag: vi.fn(async () => undefined),
    onClose: vi.fn(),
    onFlagged: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<FlagDialog {...props} />);
  return props;
}

describe('FlagDialog', () => {
  // Focus starting in the reason is Fluent's (the first focusable element); the e2e suite checks it.
  it('sends the reason the member typed, trimmed, and thanks them', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await screen.findByRole('dialog', { name: 'Flag this comment' });
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
    await user.type(reason, '  Unkind to a colleague ');
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(props.flag).toHaveBeenCalledWith({ reason: 'Unkind to a colleague' }));
    expect(props.onFlagged).toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalled();
    expect(await screen.findByText('Thanks. A moderator will review this comment.')).toBeInTheDocument();
  });

  it('flags without a reason: the body names none', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(props.flag).toHaveBeenCalledWith({}));
  });

  it('counts toward the contract limit and sends nothing past it', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    const reason = await screen.findByRole('textbox', { name: 'Reason (optional)' });
    await user.click(reason);
    await user.paste('x'.repeat(flagReasonMaxLength + 1));
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    expect(screen.getByText('Keep it to 500 characters or fewer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    expect(props.flag).not.toHaveBeenCalled();
  });

  it('cancels without flagging', async () => {
    const user = userEvent.setup();
    const cancelled = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(cancelled.onClose).toHaveBeenCalled();
    expect(cancelled.flag).not.toHaveBeenCalled();
  });

  it('puts a validation error of the server on the reason', async () => {
    const user = userEvent.setup();
    const flag = vi.fn(async () => {
      throw new ApiError(400, {
        name: 'ValidationError',
        message: 'Invalid',
        details: [{ type: 'too_big', path: 'reason', message: 'Too big', maximum: 500, origin: 'string' }],
      });
    });
    const props = renderDialog({ flag });
    await user.click(await screen.findByRole('button', { name: 'Flag' }));
    expect(await screen.findByText('Keep it to 500 characters or fewer.')).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
  });
});
