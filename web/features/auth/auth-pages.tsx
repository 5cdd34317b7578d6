// The staff login and signup pages' texts and forms, in one table both routes read.

import type { FormReply } from "#contracts/form-reply";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

interface AuthPage {
  title: string;
  subtitle: string;
  /** The link to the other page, after its question. */
  other: { question: string; to: string; label: string };
  /** `reply`: the server's answer to the form's plain post, if this page is one. */
  Form: (props: { reply: FormReply | null }) => React.ReactNode;
}

/** The staff login and signup pages, by their route id (web/routes.ts): one route module renders either. */
export const AUTH_PAGES: Record<"login" | "signup", AuthPage> = {
  login: {
    title: "Staff login",
    subtitle: "Log in to manage users, placements, reviews and videos.",
    other: { question: "New to the team?", to: "/signup", label: "Create a staff account" },
    Form: LoginForm,
  },
  signup: {
    title: "Staff signup",
    subtitle: "Create your staff account. A colleague must verify it before you can log in.",
    other: { question: "Already have an account?", to: "/login", label: "Log in" },
    Form: SignupForm,
  },
};

/** The page of the matched route: the last match whose id names one of the pages. */
export function authPageOf(matches: readonly ({ id: string } | undefined)[]): AuthPage {
  const id = matches.findLast((m) => m && m.id in AUTH_PAGES)?.id as keyof typeof AUTH_PAGES | undefined;
  return AUTH_PAGES[id ?? "login"];
}
