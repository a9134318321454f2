import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { FormDialog, FormDialogBody } from './form-dialog.tsx';

function Form(props: { onSubmit: () => void; onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <FormDialog onClose={props.onClose} dirty={name !== ''}>
      <FormDialogBody
        title="Rename the team"
        formLabel="Rename the team"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        onClose={props.onClose}
        cancel={{ label: 'Cancel', onClick: props.onClose }}
        submit={{ label: 'Save', submitting: false }}
      >
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormDialogBody>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a named dialog holding a form that Save submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form onSubmit={onSubmit} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the team' });
    expect(dialog).toContainElement(screen.getByRole('form', { name: 'Rename the team' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Platform');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes by Cancel, by the close button and by Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Form onSubmit={vi.fn()} onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(3));
  });

  it('without a form, the primary button runs the confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    renderWithProviders(
      <FormDialog onClose={vi.fn()}>
        <FormDialogBody
          title="Expire the points?"
          cancel={{ label: 'Back', onClick: vi.fn() }}
          submit={{ label: 'Expire', submitting: false, onClick: confirm }}
        >
          <p>12 members lose their points.</p>
        </FormDialogBody>
      </FormDialog>,
    );
    await screen.findByRole('dialog', { name: 'Expire the points?' });
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expire' }));
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('mounts nothing while closed', () => {
    renderWithProviders(
      <FormDialog open={false} onClose={vi.fn()}>
        <p>Fields</p>
      </FormDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Fields')).toBeNull();
  });
});
