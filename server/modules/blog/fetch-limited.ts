import { TooLarge, readCapped } from "../common/read-capped";

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
  let body: Buffer;
  try {
    body = await readCapped(res, limits.maxBytes);
  } catch (err) {
    if (err instanceof TooLarge) throw new FetchError(`Answer of ${url} is larger than ${limits.maxBytes} bytes`);
    const reason = (err as Error).name === "TimeoutError" ? `no complete answer within ${limits.timeoutMs} ms` : (err as Error).message;
    throw new FetchError(`Could not read ${url}: ${reason}`);
  }
  return { body, contentType: res.headers.get("content-type") ?? "", url: finalUrl };
}

/**
 * Bytes of an XML document to text: the charset of the Content-Type header, else
 * the encoding of the XML declaration, else UTF-8 (a BOM wins over both).
 */
export function decodeXml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(body.subarray(0, 200).toString("latin1"))?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}
