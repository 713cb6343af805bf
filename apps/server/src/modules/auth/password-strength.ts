import { authMessages, limits } from '@penwise/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../../errors.ts';

// zxcvbn's time grows steeply with length: a 54-character scanner payload cost 1 s of CPU at 64
// characters and 170 ms at 32, about 20 ms at 24. Signup is public, so only the first 24 characters
// are scored; they are enough to tell a common password from a strong one.
const checkedLength = 24;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with its common-password and English dictionaries, loaded on first use: they cost about
 * 2 s and 70 MB, which a server that sees no signup or password change never pays.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: checkedLength,
      }),
  );
  return estimator;
}

/**
 * Refuses a new password that is common or easy to guess (a dictionary word, a keyboard walk, the
 * user's own name or email), with 400 weak_password on `field`.
 */
export async function assertStrongPassword(password: string, field: string, userInputs: string[] = []) {
  const { score } = (await loadEstimator()).check(password, userInputs);
  if (score < limits.passwordMinScore) {
    throw new AppError('weak_password', 400, authMessages.weakPassword, field);
  }
}
