// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUMAN_CHECK_PROMPT, LoginPage } from './login-page.tsx';

afterEach(cleanup);

function renderLogin(props: Partial<ComponentProps<typeof LoginPage>> = {}) {
  const onSignIn = vi.fn();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage
        companyName="Harbor & Vine Foodservice"
        logoSrc="/logo-light.svg"
        logoLinksHome={false}
        allowConsumer={false}
        reason={null}
        busy={false}
        onSignIn={onSignIn}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onSignIn };
}

describe('LoginPage', () => {
  it("labels the name field 'Username' and offers no account creation when consumers are not allowed", () => {
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it("says 'Username or Email' and offers account creation when consumers are allowed", () => {
    renderLogin({ allowConsumer: true });
    expect(screen.getByLabelText('Username or Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/create-account');
  });

  it("warns 'Caps Lock is On' while Caps Lock is on", () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    expect(screen.getByText('Caps Lock is On')).toBeTruthy();
    fireEvent.keyUp(password, { key: 'a', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is On')).toBeNull();
  });

  it('shows the sign-in reason in red text', () => {
    renderLogin({ reason: 'Your session expired - Please sign in again' });
    expect(screen.getByRole('alert').textContent).toBe('Your session expired - Please sign in again');
  });

  it('asks for both fields, then signs in with the trimmed user name', async () => {
    const { onSignIn } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), ' demo.sales ');
    await user.type(screen.getByLabelText('Password'), 'Demo-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith('demo.sales', 'Demo-pass1'));
  });

  it('puts the cursor in the first empty field, and clears a message once its field is filled', async () => {
    const { onSignIn } = renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo.sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByText('Password is required')).toBeNull());
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('disables the button while signing in', () => {
    renderLogin({ busy: true });
    expect(screen.getByRole('button', { name: 'Log In' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no human check until the server asks for it', () => {
    renderLogin();
    expect(screen.queryByTestId('human-check')).toBeNull();
  });

  it('shows the human check when the server asks for it, and keeps Log In off until it is solved', () => {
    renderLogin({ humanCheckRequired: true, reason: 'Too many login attempts, please try again later' });
    expect(screen.getByTestId('human-check')).toBeTruthy();
    expect(screen.getByText(HUMAN_CHECK_PROMPT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In' }).hasAttribute('disabled')).toBe(true);
  });
});
