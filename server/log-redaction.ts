import type { FastifyRequest } from "fastify";

// Nothing secret in a log line (docs/decisions/055): a request logged with a
// password, token, code or the like in its address (a form sent as a GET, a
// client that put a token in a link) shows the parameter's name with its value
// replaced, and so does any logged `body`. The names are matched loosely on
// purpose: a false match costs a redacted value in a log, a miss costs a
// password in it.

/** Parameter and field names whose values are never logged. */
const SECRET_NAME = /pass|pwd|token|code|secret|otp|key|signature|auth|session|cookie|credential/i;
export const REDACTED = "[redacted]";

/** A URL with the value of every secret-looking query parameter replaced (the rest kept byte for byte). */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const hashAt = url.indexOf("#", queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape is still checked as written.
      }
      return SECRET_NAME.test(name) && eq >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, queryAt)}?${redacted}${hashAt < 0 ? "" : url.slice(hashAt)}`;
}

/** A copy of a value with every secret-looking field's value replaced, at any depth. */
export function redactFields(value: unknown, depth = 0): unknown {
  if (depth > 8 || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redactFields(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) ? REDACTED : redactFields(v, depth + 1)]));
}

/** Any query parameter inside a text (a message naming a URL): `?password=…` or `&token=…` up to the next separator. */
const SECRET_PARAM_IN_TEXT = new RegExp(`([?&][^=&\\s"#]*(?:${SECRET_NAME.source})[^=&\\s"#]*=)[^&\\s"#]*`, "gi");

/** A message with the values of secret-looking query parameters replaced (Fastify's "Route GET:/login?… not found"). */
export const redactText = (text: string) => text.replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`);

/** The request as a log line shows it: Fastify's usual fields, the address redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Log serializers every server logger gets (server/app.ts). */
export const logSerializers = { req: requestForLog, body: (body: unknown) => redactFields(body) };

/** pino's hook on every log call: message texts lose secret query values too. */
export function redactMessages(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
  method.apply(
    this,
    args.map((a) => (typeof a === "string" ? redactText(a) : a)),
  );
}
