import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { CommentFlagButton } from './comment-flag-button.tsx';

describe('CommentFlagButton', () => {
  it("opens the flag dialog, sends the reason through the area's call, then says Flagged", async () => {
    const user = userEvent.setup();
    const flag = vi.fn(async () => undefined);
    renderWithProviders(<CommentFlagButton flag={flag} />);
    await user.click(await screen.findByRole('button', { name: 'Flag' }));
    // Fluent's modalizer can leave the surface aria-hidden for a moment in jsdom (so no accessible
    // name either); the e2e suite checks the real dialog by its name.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Flag this comment');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)', hidden: true }),
      'Unkind',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Flag', hidden: true }));
    await waitFor(() => expect(flag).toHaveBeenCalledWith({ reason: 'Unkind' }));
    expect(await screen.findByRole('button', { name: 'Flagged' })).toBeDisabled();
    expect(await screen.findByText('Thanks. A moderator will review this comment.')).toBeInTheDocument();
  });
});
