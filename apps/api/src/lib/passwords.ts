import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Developer passwords (issue 20): the spec's minimum of 5 characters, then a guessability check with
 * zxcvbn-ts and its common-password dictionary (lists of leaked passwords, names, keyboard walks),
 * refusing scores below PASSWORD_MIN_SCORE (0 = too guessable … 4 = very unguessable; default 2). The
 * app name and email are passed as user inputs, so a password made of them scores low too.
 */
export const PASSWORD_MIN_LENGTH = 5;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooGuessable:
    'Password is too common or too easy to guess: choose a longer one, not a common word, name, sequence or a part of the app name or email',
} as const;

let checker: ZxcvbnFactory | null = null;

/** The problem with a password, or null when it is accepted. */
export function passwordProblem(
  password: string,
  minScore: number,
  userInputs: string[] = [],
): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (minScore <= 0) return null;
  checker ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary } });
  // zxcvbn's cost grows with the length; the schema caps a password at 200 characters.
  const { score } = checker.check(password.slice(0, 100), userInputs);
  return score < minScore ? PASSWORD_MESSAGES.tooGuessable : null;
}
