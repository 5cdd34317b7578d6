import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import type { SiteFacts } from "#contracts/content";
import type { Db } from "#server/db/types";
import { Invalid } from "#server/domain-errors";
import type { SiteFactsReader } from "./deps";

// docs/decisions/036: a password someone chooses is at least PASSWORD_MIN_LENGTH
// characters (the shared schema says so) and not one an attacker tries early.
// "Early" is zxcvbn's estimate: its list of some 40 000 common passwords, plus
// the patterns guessing tools try (repeats, sequences, keyboard walks, dates,
// l33t spellings). Someone guessing at our login tries this institute's own
// words first, so they count as guessable words too (docs/decisions/055): the
// account's username and email, and the site's name, short name, web and mail
// address, town and tagline, with the name's neighbouring words run together
// ("chennaitech"), as people write them in a password. This check is the
// server's; the lists never reach a browser.

export const WEAK_PASSWORD_MESSAGE = "This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.";
export const OWN_WORDS_PASSWORD_MESSAGE =
  "This password is built on the institute's name, the website's words or your username, which anyone guessing tries first. Choose a few unrelated words instead.";

/** zxcvbn score 3: more than 10^8 guesses, "safely unguessable" against online guessing. */
const MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;
/** Built on first use: unpacking the word lists takes a moment and some memory. */
const estimator = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Who chooses the password and where: the words an attacker would try first. */
export interface PasswordContext {
  username?: string;
  email?: string;
  /** The site's own words (siteWords). */
  siteWords?: readonly string[];
}

/** The words of a text in lower case ("Chennai Tech Academy" → chennai, tech, academy). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/** Every run of neighbouring words, joined: chennaitech, techacademy, chennaitechacademy. */
function runsOf(words: string[]): string[] {
  const runs: string[] = [];
  for (let from = 0; from < words.length; from++) for (let to = from + 2; to <= words.length; to++) runs.push(words.slice(from, to).join(""));
  return runs;
}

/** The host's own labels (www.chennaitechacademy.in → chennaitechacademy), without www and the ending. */
function hostWords(address: string | undefined): string[] {
  if (!address) return [];
  let host = address.split("@")[1] ?? "";
  if (!address.includes("@")) {
    try {
      host = new URL(address).hostname;
    } catch {
      return [];
    }
  }
  return host
    .split(".")
    .slice(0, -1)
    .filter((label) => label !== "www" && label.length >= 3);
}

/** The guessable words of the site's facts. */
export function siteWordsOf(site: Pick<SiteFacts, "name" | "shortName" | "tagline" | "url" | "email" | "address">): string[] {
  const name = wordsOf(site.name);
  return [
    ...new Set([
      ...name,
      ...runsOf(name),
      ...wordsOf(site.shortName),
      ...wordsOf(site.tagline),
      ...hostWords(site.url),
      ...hostWords(site.email),
      ...wordsOf(site.address.city),
      ...wordsOf(site.address.locality),
    ]),
  ];
}

/** The site's guessable words as saved now (the seed's before anything is saved). */
export async function siteWords(db: Db, readSiteFacts: SiteFactsReader): Promise<string[]> {
  return siteWordsOf(await readSiteFacts(db));
}

/** What is wrong with a password, or null when it is hard enough to guess. */
export function passwordProblem(password: string, about: PasswordContext = {}): string | null {
  const userInputs = [about.username, about.email, about.email?.split("@")[0], ...(about.siteWords ?? [])].filter((v): v is string => Boolean(v && v.trim()));
  const result = estimator().check(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  const ownWords = result.sequence.some((m) => m.pattern === "dictionary" && m.dictionaryName === "userInputs");
  return ownWords ? OWN_WORDS_PASSWORD_MESSAGE : WEAK_PASSWORD_MESSAGE;
}

/** Whether a password is among the common or easily guessed ones, given who chooses it. */
export const isGuessable = (password: string, about: PasswordContext = {}) => passwordProblem(password, about) !== null;

/** 400 naming the field when the password is guessable; otherwise nothing. */
export function assertStrongPassword(password: string, about: PasswordContext, field = "password") {
  const problem = passwordProblem(password, about);
  if (problem) throw new Invalid(problem, { [field]: problem });
}
