// Reads the single-part text emails the notifications are, for the tests:
// unfolds headers, decodes RFC 2047 encoded words and the body's transfer
// encoding (quoted-printable, base64, 7bit/8bit).

const decodeQp = (text: string) => {
  const bytes: number[] = [];
  const src = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < src.length; i++) {
    if (src[i] === "=" && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
};

const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=(\s+(?==\?))?/gi, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQp(data.replace(/_/g, " ")),
  );

export interface ReadMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
}

export function readMail(raw: string): ReadMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text = encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : encoding === "quoted-printable" ? decodeQp(body) : body;
  return { headers, subject: headers.subject ?? "", text: text.replace(/\r\n/g, "\n") };
}
