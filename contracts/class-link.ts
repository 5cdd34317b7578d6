import { z } from "./zod";

// The online class link of a batch (docs/decisions/071): where a batch taught
// online, or both online and in the classroom, meets. Its students see it on /my
// as the next class's place; visitors never do. Checked here so the dashboard's
// form says what is wrong before the server refuses it.

export const CLASS_LINK_MESSAGES = {
  notHttps: "Enter the class link as a full https:// address (e.g. https://meet.google.com/abc-defg-hij)",
  classroom: "A classroom batch has no class link: choose Online or Both, or clear the link",
} as const;

/** A complete https address with a host: what a student's phone opens as it is, and never a script. */
export function isHttpsAddress(value: string) {
  if (!/^https:\/\//.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}

/** Optional: empty (or null) means no link. */
export const classLinkField = z.preprocess(
  (v) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v),
  z.string().trim().max(500, "The class link must be at most 500 characters").refine(isHttpsAddress, CLASS_LINK_MESSAGES.notHttps).optional(),
);

/** A classroom batch meets in the room only: it has no link to give. */
export const classLinkFitsMode = (b: { mode: string; classLink?: string }) => !b.classLink || b.mode !== "classroom";
