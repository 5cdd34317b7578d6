import { createContext, useContext } from "react";
import type { FormReply } from "#contracts/form-reply";

// The server's answer to a plain form post, as the page was rendered with it
// (contracts/form-reply.ts). The public page carries it in its data, so the
// hydrated page shows the same values, messages or confirmation.

const FormReplyContext = createContext<FormReply | null>(null);
export const FormReplyProvider = FormReplyContext.Provider;

/** The reply for the form with this key, if the page was rendered with one. */
export function useFormReply(key: string): FormReply | undefined {
  const reply = useContext(FormReplyContext);
  return reply?.key === key ? reply : undefined;
}
