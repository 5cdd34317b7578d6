// Reading a third party's server: every request has a deadline and a size cap,
// so a slow or huge answer cannot hold the process or fill its memory.

export class FetchError extends Error {}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  accept: string;
}

export interface Fetched {
  body: Buffer;
  contentType: string;
  /** The address after redirects. */
  url: string;
}

const USER_AGENT = "ChennaiTechAcademy-Blog/1.0 (+feed reader)";

export async function fetchLimited(url: string, limits: FetchLimits): Promise<Fetched> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: limits.accept, "User-Agent": USER_AGENT },
      redirect: "follow",
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
  } catch (err) {
    const reason = (err as Error).name === "TimeoutError" ? `no answer within ${limits.timeoutMs} ms` : (err as Error).message;
    throw new FetchError(`Could not fetch ${url}: ${reason}`);
  }
  const finalUrl = res.url || url;
  if (!/^https?:/.test(finalUrl)) throw new FetchError(`Redirected to a non-http address: ${finalUrl}`);
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new FetchError(`Could not fetch ${url}: HTTP ${res.status}`);
  }
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new FetchError(`Answer of ${url} is larger than ${limits.maxBytes} bytes`);
  }

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limits.maxBytes) {
          await reader.cancel().catch(() => {});
          throw new FetchError(`Answer of ${url} is larger than ${limits.maxBytes} bytes`);
        }
        chunks.push(Buffer.from(value));
      }
    }
  } catch (err) {
    if (err instanceof FetchError) throw err;
    const reason = (err as Error).name === "TimeoutError" ? `no complete answer within ${limits.timeoutMs} ms` : (err as Error).message;
    throw new FetchError(`Could not read ${url}: ${reason}`);
  }
  return { body: Buffer.concat(chunks), contentType: res.headers.get("content-type") ?? "", url: finalUrl };
}

/**
 * Bytes of an XML document to text: the charset of the Content-Type header, else
 * the encoding of the XML declaration, else UTF-8 (a BOM wins over both).
 */
export function decodeXml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(body.subarray(0, 200).toString("latin1"))?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}
