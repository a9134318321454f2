// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerCheck } from '#shared/desktop-bridge';
import en from '../main/locales/en.json' with { type: 'json' };
import { FirstRunForm } from './first-run-form.tsx';

afterEach(cleanup);

function setup(answer: ServerCheck) {
  const saveServer = vi.fn(async () => answer);
  render(
    <FluentProvider theme={webLightTheme}>
      <FirstRunForm bridge={{ saveServer }} strings={en.firstRun} />
    </FluentProvider>,
  );
  return { saveServer, user: userEvent.setup() };
}

describe('FirstRunForm', () => {
  it('sends the typed address with Enter and shows no error when it is accepted', async () => {
    const { saveServer, user } = setup({ ok: true, origin: 'https://acme.example.com' });
    expect(screen.getByRole('heading', { name: 'Connect to your organization' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Organization address/ }), 'acme.example.com{Enter}');
    expect(saveServer).toHaveBeenCalledWith('acme.example.com');
    expect(screen.queryByText(/could not reach/)).not.toBeInTheDocument();
  });

  it.each([
    ['unreachable', 'We could not reach this address. Check it and your connection, then try again.'],
    ['notKudos', 'This address does not answer like a Kudos organization. Check it and try again.'],
    ['insecureAddress', 'The address must start with https://'],
  ] as const)('explains a %s answer', async (reason, message) => {
    const { user } = setup({ ok: false, reason });
    await user.type(screen.getByRole('textbox', { name: /Organization address/ }), 'acme.example.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for an address before calling anything', async () => {
    const { saveServer, user } = setup({ ok: true, origin: 'https://x.example.com' });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter an address like https://acme.example.com')).toBeInTheDocument();
    expect(saveServer).not.toHaveBeenCalled();
  });
});
