import type { FastifyReply } from "fastify";

// A file only staff may see (a student's WhatsApp photo, an offer letter): never
// cached, never sniffed into another type, and sandboxed should the browser open it.

export interface PrivateFile {
  mime: string;
  filename: string;
  data: Uint8Array;
}

/** Sends a stored private file, shown in the browser when `inline`, else downloaded. */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile, inline: boolean) {
  return reply
    .header("content-type", file.mime)
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(Buffer.from(file.data));
}
