import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { HttpError } from "../../http-error";

// docs/decisions/036: a password someone chooses is at least PASSWORD_MIN_LENGTH
// characters (the shared schema says so) and not one an attacker tries early.
// "Early" is zxcvbn's estimate: its list of some 40 000 common passwords, plus
// the patterns guessing tools try (repeats, sequences, keyboard walks, dates,
// l33t spellings, the account's own name). This check is the server's; the
// list never reaches a browser.

export const WEAK_PASSWORD_MESSAGE = "This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.";

/** zxcvbn score 3: more than 10^8 guesses, "safely unguessable" against online guessing. */
const MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;
/** Built on first use: unpacking the word lists takes a moment and some memory. */
const estimator = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Whether a password is among the common or easily guessed ones, given who chooses it. */
export function isGuessable(password: string, about: { username?: string; email?: string } = {}): boolean {
  const userInputs = [about.username, about.email, about.email?.split("@")[0]].filter((v): v is string => Boolean(v && v.trim()));
  return estimator().check(password, userInputs).score < MIN_SCORE;
}

/** 400 naming the field when the password is guessable; otherwise nothing. */
export function assertStrongPassword(password: string, about: { username?: string; email?: string }, field = "password") {
  if (isGuessable(password, about)) throw new HttpError(400, WEAK_PASSWORD_MESSAGE, { [field]: WEAK_PASSWORD_MESSAGE });
}
