import {
  accountSecurityMessages,
  apiPaths,
  twoFactorMessages,
  type TwoFactorStatusAnswer,
} from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, fetchCall, renderRoute } from '~test/render';
import { mockSecurityApi, sampleCodes, sampleSvg } from '../testing/security-api';
import { downloadFile } from '~/lib/download-file';
import { TwoFactorCard } from './two-factor-card';

vi.mock('~/lib/download-file', () => ({ downloadFile: vi.fn() }));

const tfa = apiPaths.auth.twoFactor;
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const statusOf = (enabled: boolean, left = 10): [TwoFactorStatusAnswer] => [
  { success: { enabled, recovery_codes_left: enabled ? left : 0 } },
];

function renderCard() {
  renderRoute(() => <TwoFactorCard email="ada@example.com" />, { path: '/settings' });
  return userEvent.setup();
}

describe('TwoFactorCard', () => {
  it('turns two-factor on: password, QR code and key, a code, then the recovery codes once', async () => {
    let enabled = false;
    const fetchMock = mockSecurityApi({
      [tfa.status]: () => statusOf(enabled),
      [tfa.setup]: ({ password }) =>
        password === 'right password'
          ? [{ success: { secret, otpauth_uri: 'otpauth://totp/x', qr_svg: sampleSvg } }]
          : [
              { error: accountSecurityMessages.wrongPassword, code: 'wrong_password', field: 'password' },
              400,
            ],
      [tfa.enable]: () => {
        enabled = true;
        return [{ success: { message: twoFactorMessages.enabled, recovery_codes: sampleCodes } }];
      },
    });
    const user = renderCard();

    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveFocus();
    await user.type(password, 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(accountSecurityMessages.wrongPassword)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(sampleSvg)}`);
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = screen.getByRole('textbox', { name: /Authentication code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(tfa.enable);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sampleCodes);
    expect(screen.getByText('Save these recovery codes now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(sampleCodes.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(downloadFile).toHaveBeenCalledWith(
      'penwise-recovery-codes.txt',
      expect.stringContaining(sampleCodes.join('\n')),
      'text/plain',
    );

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toHaveFocus();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(fetchCall(fetchMock, calledPaths(fetchMock).indexOf(tfa.enable)).body).toEqual({ code: '123456' });
  });

  it('turns two-factor off with the password and a code, showing a wrong code under its field', async () => {
    let enabled = true;
    mockSecurityApi({
      [tfa.status]: () => statusOf(enabled),
      [tfa.disable]: ({ code }) => {
        if (code !== 'ABCDE-FGHJK') {
          return [
            { error: twoFactorMessages.invalidCode, code: 'invalid_two_factor_code', field: 'code' },
            400,
          ];
        }
        enabled = false;
        return [{ success: twoFactorMessages.disabled }];
      },
    });
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText(/^Password/), 'my password');
    const code = screen.getByRole('textbox', { name: /Authentication code or recovery code/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(twoFactorMessages.invalidCode)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(twoFactorMessages.disabled)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('makes new recovery codes for a code and warns when few are left', async () => {
    mockSecurityApi({
      [tfa.status]: () => statusOf(true, 2),
      [tfa.recoveryCodes]: () => [
        { success: { message: twoFactorMessages.codesReplaced, recovery_codes: sampleCodes } },
      ],
    });
    const user = renderCard();
    expect(await screen.findByText('2 recovery codes left: make new ones soon.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Create new codes' }));
    expect(await screen.findByText('Enter a code from your app or a recovery code.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /recovery code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Create new codes' }));
    expect(await screen.findByText(twoFactorMessages.codesReplaced)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('says when the status cannot be loaded and tries again', async () => {
    let fail = true;
    mockSecurityApi({
      [tfa.status]: () =>
        fail ? [{ error: 'Server unavailable', code: 'internal_error' }, 500] : statusOf(false),
    });
    const user = renderCard();
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
