import { Button } from '@fluentui/react-components';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentDomain } from '../lib/branding.ts';
import { sessionQueries } from '../lib/session/queries.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { Page } from './page.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useToasts } from './toasts.tsx';
import { Unavailable } from './unavailable.tsx';
import { UnsavedChangesHost, useUnsavedChangesPrompt } from './unsaved-changes.tsx';

describe('Page', () => {
  it('shows its heading and sets the title "<tenant name> - <page title>"', async () => {
    const { client } = renderWithProviders(
      <Page title="My settings" width={600}>
        <p>content</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
    act(() =>
      client.setQueryData(sessionQueries.tenantMetadata(currentDomain()).queryKey, {
        id: null,
        name: 'Acme',
        language: 'en',
        logoUrls: null,
        bannerUrls: null,
      }),
    );
    await waitFor(() => expect(document.title).toBe('Acme - My settings'));
  });
});

describe('SubmitButton', () => {
  it('reads "Saving..." and is disabled while submitting', () => {
    const { rerender } = renderWithProviders(<SubmitButton submitting={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<div />);
    renderWithProviders(<SubmitButton submitting>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps focus while disabled and never submits the form from there', async () => {
    const user = userEvent.setup();
    let submits = 0;
    renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <input aria-label="Name" />
        <SubmitButton submitting>Save</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(submits).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});

function ToastButtons() {
  const toasts = useToasts();
  return (
    <>
      <Button onClick={() => toasts.success()}>ok</Button>
      <Button onClick={() => toasts.error()}>fail</Button>
    </>
  );
}

describe('useToasts', () => {
  it('shows the default texts, one at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToastButtons />);
    // The toasts' titles, not Fluent's live region, which repeats a text while it announces it.
    const titles = () => [...document.querySelectorAll('.fui-ToastTitle')].map((title) => title.textContent);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await waitFor(() => expect(titles()).toEqual(['Update successful']));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await waitFor(() => expect(titles()).toEqual(['Oops. Something went wrong!']));
  });
});

describe('Unavailable', () => {
  it('redirects home with the spec message', async () => {
    renderWithProviders(<Unavailable />, { path: '/dashboard' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(
      await screen.findByText('This content is unavailable, reach out to your Kudos administrator for help'),
    ).toBeInTheDocument();
  });
});

function DirtyForm() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty);
  return (
    <>
      <Button onClick={() => setDirty(true)}>type</Button>
      <Link to="/elsewhere">leave page</Link>
      <UnsavedChangesHost />
    </>
  );
}

describe('useUnsavedChangesPrompt', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DirtyForm />, { path: '/form' });
    await user.click(screen.getByRole('link', { name: 'leave page' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/elsewhere');
  });

  it('asks "Leave" or "Cancel" when there are unsaved changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DirtyForm />, { path: '/form' });
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('link', { name: 'leave page' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'leave page' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/elsewhere');
  });
});
