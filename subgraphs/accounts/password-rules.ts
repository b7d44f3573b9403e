import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { AccountsError } from './accounts.errors';

/**
 * What a console password must be (docs/decisions.md, "Console"), after NIST SP 800-63B: long
 * enough, not blank, and not a common password or a near variant of one. zxcvbn-ts judges the
 * last against its bundled lists (common passwords, names, words, keyboard patterns), in this
 * process; nothing is sent anywhere. No rules about character classes.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score 3: about 10^8 guesses or more, beyond an online attack under our limits. */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries take a moment to load, and most processes check no password. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

/**
 * Refuses a password the rules do not allow, with what to do instead. `personal` are the
 * person's own details (email, name, team), which make a weak password too.
 */
export function checkPassword(password: string, personal: string[] = [], param = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new AccountsError('weak_password', `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`, param);
  }
  if (password.trim() === '') throw new AccountsError('weak_password', 'Choose a password that is not only spaces.', param);
  // The estimator's cost grows with length; the first 100 characters tell enough.
  if (strength().check(password.slice(0, 100), personal.filter(Boolean)).score < MIN_SCORE) {
    throw new AccountsError(
      'weak_password',
      'That password is too easy to guess: it is a common password, a simple pattern or close to your own details. A few unrelated words make a good one.',
      param,
    );
  }
}
