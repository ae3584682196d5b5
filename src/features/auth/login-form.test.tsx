import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../../lib/online/online-store';
import { renderWithMantine } from '../../lib/testing/render';
import type { CaptchaHandle } from './captcha-handle';
import { LoginForm } from './login-form';
import type { SubmitLogin } from './login-validation';

const solve = vi.fn(async (_username: string) => 'captcha-payload');
const reset = vi.fn();
const FakeCaptcha = forwardRef<CaptchaHandle>(function FakeCaptcha(_props, ref) {
  useImperativeHandle(ref, () => ({ solve, reset }));
  return <div>captcha</div>;
});

function setup(submit: SubmitLogin) {
  renderWithMantine(<LoginForm submit={submit} renderCaptcha={(ref) => <FakeCaptcha ref={ref} />} />);
  // Getters: Mantine may re-create an input when its error state changes.
  return {
    get username() {
      return screen.getByLabelText('Username') as HTMLInputElement;
    },
    get password() {
      return screen.getByLabelText('Password') as HTMLInputElement;
    },
    get signIn() {
      return screen.getByRole('button', { name: 'Sign in' });
    },
  };
}

describe('login form (spec 1 §5, §8)', () => {
  beforeEach(() => {
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    solve.mockClear();
    reset.mockClear();
  });
  afterEach(cleanup);

  it('empty fields are flagged invalid, with no text, and nothing is sent', async () => {
    const submit = vi.fn<SubmitLogin>();
    const form = setup(submit);
    fireEvent.click(form.signIn);
    await waitFor(() => expect(form.username.getAttribute('aria-invalid')).toBe('true'));
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
    expect(solve).not.toHaveBeenCalled();
    expect(screen.queryByText(/Incorrect/)).toBeNull();
  });

  it('only the empty field is flagged', async () => {
    const submit = vi.fn<SubmitLogin>();
    const form = setup(submit);
    fireEvent.change(form.username, { target: { value: 'desk' } });
    fireEvent.click(form.signIn);
    await waitFor(() => expect(form.password.getAttribute('aria-invalid')).toBe('true'));
    expect(form.username.getAttribute('aria-invalid')).not.toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('Enter submits username, password and the captcha payload when both are filled', async () => {
    const submit = vi.fn<SubmitLogin>(async () => ({ kind: 'signed-in' }));
    const form = setup(submit);
    fireEvent.change(form.username, { target: { value: ' admin ' } });
    fireEvent.change(form.password, { target: { value: 'secret' } });
    fireEvent.submit(form.password.closest('form')!);
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ username: 'admin', password: 'secret', captcha: 'captcha-payload' }));
    // The captcha is asked for this username, so the server can price its challenge.
    expect(solve).toHaveBeenCalledWith('admin');
  });

  it("'invalid username' marks the username 'Incorrect username'; editing clears it", async () => {
    const submit = vi.fn<SubmitLogin>(async () => ({ kind: 'field', field: 'username', text: 'Incorrect username' }));
    const form = setup(submit);
    fireEvent.change(form.username, { target: { value: 'nobody' } });
    fireEvent.change(form.password, { target: { value: 'secret' } });
    fireEvent.click(form.signIn);
    expect(await screen.findByText('Incorrect username')).toBeTruthy();
    expect(form.username.getAttribute('aria-invalid')).toBe('true');
    expect(reset).toHaveBeenCalled();
    fireEvent.change(form.username, { target: { value: 'nobody2' } });
    await waitFor(() => expect(screen.queryByText('Incorrect username')).toBeNull());
    expect(form.username.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("'invalid password' marks the password 'Incorrect password'; editing the username keeps it", async () => {
    const submit = vi.fn<SubmitLogin>(async () => ({ kind: 'field', field: 'password', text: 'Incorrect password' }));
    const form = setup(submit);
    fireEvent.change(form.username, { target: { value: 'admin' } });
    fireEvent.change(form.password, { target: { value: 'wrong' } });
    fireEvent.click(form.signIn);
    expect(await screen.findByText('Incorrect password')).toBeTruthy();
    fireEvent.change(form.username, { target: { value: 'admin2' } });
    expect(screen.getByText('Incorrect password')).toBeTruthy();
    fireEvent.change(form.password, { target: { value: 'right' } });
    await waitFor(() => expect(screen.queryByText('Incorrect password')).toBeNull());
  });

  it('offline: Sign in says it needs a connection and sends nothing', async () => {
    useOnlineStore.setState({ browserOnline: false });
    const submit = vi.fn<SubmitLogin>();
    const form = setup(submit);
    expect(screen.getByText('Needs a connection')).toBeTruthy();
    fireEvent.change(form.username, { target: { value: 'admin' } });
    fireEvent.change(form.password, { target: { value: 'secret' } });
    fireEvent.click(form.signIn);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submit).not.toHaveBeenCalled();
  });
});
