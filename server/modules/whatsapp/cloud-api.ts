import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import { type IntegrationSpec, integrationStatus } from "../common/integration-config";
import { readJson } from "../common/stored-json";

// Meta's WhatsApp Business Cloud API spoken over fetch (docs/decisions/064): one
// call to send (POST /{phone-number-id}/messages) and one signature check for the
// webhooks. The token goes only into the Authorization header; it is never logged
// or answered to a browser.

const TIMEOUT_MS = 15_000;

/** WhatsApp needs all four: sending with the token, and webhooks checked with the app secret after the handshake with the verify token. */
export const WHATSAPP: IntegrationSpec = {
  id: "whatsapp",
  name: "WhatsApp messages",
  settings: ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"],
};

export const whatsAppConfigured = (config: Config) => integrationStatus(WHATSAPP, config).state === "complete";

/** What goes out: free text, or an approved template with its body parameters in order. */
export type Outgoing = { text: string } | { template: { name: string; language: string; params: string[] } };

/** An answer of the API we could not use; the text (the API's own reason) is shown to staff on the message. */
export class CloudApiError extends Error {
  constructor(
    message: string,
    /** Meta's error code (e.g. 131026), when it gave one. */
    readonly code: number | null = null,
    /** The HTTP status of the answer (401: the token was refused, docs/decisions/086); null when there was none. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Meta's codes for "this number cannot get WhatsApp messages" (131026: not on
 * WhatsApp, an old app, or it has not accepted the terms). Trying again changes
 * nothing: the message fails at once and an automatic one goes by email (066).
 */
export const NOT_ON_WHATSAPP = new Set([131026]);

/** The number as WhatsApp wants it: country code and digits, no "+" (Indian 10-digit numbers get 91). */
export const waNumber = (tenDigits: string) => `91${tenDigits}`;

function messageBody(to: string, message: Outgoing) {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to };
  if ("text" in message) return { ...base, type: "text", text: { body: message.text, preview_url: false } };
  const { name, language, params } = message.template;
  return {
    ...base,
    type: "template",
    template: {
      name,
      language: { code: language },
      ...(params.length > 0 && { components: [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }] }),
    },
  };
}

/** Meta's error answer (docs/decisions/092): a part of another shape is left out, never taken for what it is not. */
const metaError = z.object({
  error: z.object({
    message: z.string().optional().catch(undefined),
    code: z.number().optional().catch(undefined),
    error_data: z
      .object({ details: z.string().optional().catch(undefined) })
      .optional()
      .catch(undefined),
  }),
});

const codeOf = (text: string): number | null => readJson(metaError, text)?.error.code ?? null;

/** The API's own reason for a refusal, e.g. "(#132001) Template name does not exist in the translation". */
export function reasonOf(status: number, text: string, what = "the message") {
  // Not JSON, or no message in it: the status says enough.
  const error = readJson(metaError, text)?.error;
  if (error?.message !== undefined) {
    const details = error.error_data?.details !== undefined ? `: ${error.error_data.details}` : "";
    return `WhatsApp refused ${what} (${status}${error.code !== undefined ? `, code ${error.code}` : ""}): ${error.message}${details}`.slice(0, 500);
  }
  return `WhatsApp answered ${status}`;
}

/** Meta's answer to a message sent: its id (wamid…). */
const sentAnswer = z.object({ messages: z.array(z.object({ id: z.string() })) });

/** Sends one message; answers Meta's message id (wamid…), or throws a CloudApiError with the reason. */
export async function sendMessage(config: Config, toTenDigits: string, message: Outgoing): Promise<string> {
  const url = `${config.WHATSAPP_API_BASE.replace(/\/+$/, "")}/${encodeURIComponent(config.WHATSAPP_PHONE_NUMBER_ID ?? "")}/messages`;
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${config.WHATSAPP_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify(messageBody(waNumber(toTenDigits), message)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new CloudApiError(reasonOf(res.status, text), codeOf(text), res.status);
  const id = readJson(sentAnswer, text)?.messages[0]?.id;
  if (id === undefined) throw new CloudApiError("WhatsApp's answer named no message id");
  return id;
}
