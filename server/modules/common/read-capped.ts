/** A third party's answer was larger than we accept; nothing more of it was read. */
export class TooLarge extends Error {
  constructor(readonly limit: number) {
    super(`answer larger than ${limit} bytes`);
  }
}

/**
 * Reads an answer's body into memory, at most `maxBytes` of it: a declared
 * Content-Length above the cap is refused before reading, and a body that
 * grows past it is cancelled at that point, so a huge or endless answer costs
 * at most `maxBytes` of memory (docs/decisions/037).
 */
export async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new TooLarge(maxBytes);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooLarge(maxBytes);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
