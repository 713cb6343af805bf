import {
  isAppCode,
  normaliseOneTimeCode,
  twoFactorMessages,
  type RecoveryCodesAnswer,
  type TwoFactorSetupAnswer,
} from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Claimant, CredentialGuard } from './credential-guard.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { recoveryCodesRepository } from './recovery-codes.repository.ts';
import type { SecurityNotice } from './security-email.ts';
import { matchingStep, newTotpSecret, otpauthUri, qrSvg } from './totp.ts';
import { twoFactorRepository, type TwoFactorRow } from './two-factor.repository.ts';

/** The signed-in user a two-factor change is about. */
export interface AccountOwner {
  id: string;
  email: string;
  name: string;
}

export interface TwoFactorDeps {
  db: Db;
  guard: CredentialGuard;
  /** The issuer shown in authenticator apps (BRAND_NAME). */
  brandName: string;
  now: () => Date;
  notify: (owner: AccountOwner, notice: SecurityNotice) => Promise<void>;
}

type Codes = RecoveryCodesAnswer['success'];

const invalidCode = (status: 400 | 401) =>
  new AppError('invalid_two_factor_code', status, twoFactorMessages.invalidCode, 'code');
const alreadyOn = () => new AppError('two_factor_already_on', 409, twoFactorMessages.alreadyOn);
const notStarted = () => new AppError('two_factor_not_started', 409, twoFactorMessages.notStarted);

/** TOTP two-factor authentication: enrolment, recovery codes, and login's second step. */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { guard, now } = deps;
  const factors = twoFactorRepository(deps.db);
  const codes = recoveryCodesRepository(deps.db);

  async function enabledFactor(userId: string): Promise<TwoFactorRow> {
    const factor = await factors.find(userId);
    if (!factor?.enabledAt) throw new AppError('two_factor_off', 409, twoFactorMessages.off);
    return factor;
  }

  /** Spends a fresh app code (its time step used up) or an unused recovery code; false when neither. */
  async function spendCode(factor: TwoFactorRow, input: string, at: Date): Promise<boolean> {
    const code = normaliseOneTimeCode(input);
    if (!isAppCode(code)) return codes.consume(factor.userId, hashRecoveryCode(code), at);
    const step = matchingStep(factor.secret, code, at);
    return step !== undefined && factors.claimStep(factor.userId, step);
  }

  /** spendCode as a counted login attempt: a wrong code is a failed login. */
  async function requireCode(who: Claimant, factor: TwoFactorRow, input: string, at: Date) {
    if (!(await guard.attempt(who, at, () => spendCode(factor, input, at)))) throw invalidCode(400);
  }

  async function issueCodes(tx: Db, userId: string, at: Date): Promise<string[]> {
    const list = newRecoveryCodes();
    await codes.replaceAll(tx, userId, list.map(hashRecoveryCode), at);
    return list;
  }

  return {
    async status(userId: string) {
      const factor = await factors.find(userId);
      const enabled = Boolean(factor?.enabledAt);
      return { enabled, recovery_codes_left: enabled ? await codes.countUnused(userId) : 0 };
    },

    /** Starts enrolment (after the password): a new secret, its otpauth:// link and QR code. */
    async setup(
      owner: AccountOwner,
      password: string,
      address: string,
    ): Promise<TwoFactorSetupAnswer['success']> {
      const at = now();
      await guard.confirmPassword({ email: owner.email, address }, password, at, 'password');
      const secret = newTotpSecret();
      if (!(await factors.savePending(owner.id, secret, at))) throw alreadyOn();
      const uri = otpauthUri(secret, deps.brandName, owner.email);
      return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
    },

    /** Turns two-factor on once a code proves the app holds the pending secret; answers the recovery codes. */
    async enable(owner: AccountOwner, input: string, address: string): Promise<Codes> {
      const at = now();
      const factor = await factors.find(owner.id);
      if (factor?.enabledAt) throw alreadyOn();
      if (!factor) throw notStarted();
      const code = normaliseOneTimeCode(input);
      const step = isAppCode(code) ? matchingStep(factor.secret, code, at) : undefined;
      // The answer is acted on only once the attempt is claimed: a throttled guess learns nothing.
      const matched = await guard.attempt({ email: owner.email, address }, at, () =>
        Promise.resolve(step !== undefined),
      );
      if (!matched || step === undefined) throw invalidCode(400);
      const recovery = await deps.db.transaction(async (tx) => {
        if (!(await factors.enable(tx, owner.id, factor.secret, step, at))) return undefined;
        return issueCodes(tx, owner.id, at);
      });
      // Another tab restarted or finished the set-up between the read and the update.
      if (!recovery) throw notStarted();
      await deps.notify(owner, 'twoFactorOn');
      return { message: twoFactorMessages.enabled, recovery_codes: recovery };
    },

    /** Turns two-factor off: the password and a code (or a recovery code) are both needed. */
    async disable(
      owner: AccountOwner,
      input: { password: string; code: string },
      address: string,
    ): Promise<string> {
      const at = now();
      const who = { email: owner.email, address };
      await guard.confirmPassword(who, input.password, at, 'password');
      await requireCode(who, await enabledFactor(owner.id), input.code, at);
      await deps.db.transaction(async (tx) => {
        await factors.remove(tx, owner.id);
        await codes.removeAll(tx, owner.id);
      });
      await deps.notify(owner, 'twoFactorOff');
      return twoFactorMessages.disabled;
    },

    /** New recovery codes for a code (or a recovery code); the old ones stop working. */
    async replaceRecoveryCodes(owner: AccountOwner, input: string, address: string): Promise<Codes> {
      const at = now();
      await requireCode({ email: owner.email, address }, await enabledFactor(owner.id), input, at);
      const recovery = await deps.db.transaction((tx) => issueCodes(tx, owner.id, at));
      return { message: twoFactorMessages.codesReplaced, recovery_codes: recovery };
    },

    /**
     * Login's second step, after the password was right: nothing when two-factor is off; otherwise
     * 401 two_factor_required without a code, or 401 invalid_two_factor_code (a failed login) with a wrong one.
     */
    async checkLogin(userId: string, who: Claimant, otp: string | undefined, at: Date) {
      const factor = await factors.find(userId);
      if (!factor?.enabledAt) return;
      if (!otp) throw new AppError('two_factor_required', 401, twoFactorMessages.codeRequired);
      if (!(await guard.attempt(who, at, () => spendCode(factor, otp, at)))) throw invalidCode(401);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
