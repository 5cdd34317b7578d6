import crypto from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import type { Role } from "#contracts/user";

// Helpers of the API tests (not a test file itself): the first staff account,
// signing in, and multipart bodies built the way a browser builds them.

export const ADMIN = { username: "principal", password: "correct horse battery staple" };
/** useTestApp env: a known first staff account instead of a printed one. */
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

/** A distinct client address per call keeps the signin rate limit out of unrelated tests. */
export const randomAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export async function signIn(app: FastifyInstance, username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password }, remoteAddress: randomAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A unique name per call, so tests sharing one database never collide. */
export const unique = (prefix: string) => `${prefix}${++counter}${crypto.randomBytes(3).toString("hex")}`;

/** Signs up a new account, has the first staff account verify it (as editor unless told) and returns its id and token. */
export async function newStaff(app: FastifyInstance, adminToken: string, role?: Role) {
  const username = unique("staff");
  const password = "a long enough password";
  const signup = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { username, email: `${username}@example.com`, mobile: "9876543210", password },
    remoteAddress: randomAddress(),
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const id = await userIdOf(app, adminToken, username);
  const verify = await app.inject({ method: "PUT", url: `/api/auth/verify-user/${id}`, headers: bearer(adminToken), ...(role ? { payload: { role } } : {}) });
  expect(verify.statusCode, verify.body).toBe(200);
  return { id, username, password, token: await signIn(app, username, password) };
}

export async function userIdOf(app: FastifyInstance, token: string, username: string): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) });
  const user = (res.json().data as { _id: string; username: string }[]).find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user._id;
}

export interface FilePart {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A multipart/form-data body exactly as fetch(…, { body: formData }) sends it. */
export async function multipart(fields: Record<string, string | FilePart | undefined>) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === "string") fd.append(name, value);
    else fd.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? "application/octet-stream" }), value.filename);
  }
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { "content-type": res.headers.get("content-type")! } };
}

/** A staff write request with a multipart body. */
export async function sendForm(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  token: string | null,
  fields: Record<string, string | FilePart | undefined>,
) {
  const body = await multipart(fields);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

/** A real JPEG photo, optionally carrying camera and GPS EXIF like a phone picture. */
export async function jpegPhoto({ width = 64, height = 48, gps = false } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg();
  if (gps) image = image.withExif({ IFD0: { Make: "PhoneMaker", Model: "Pocket 12" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 5/1 0/1" } });
  return image.toBuffer();
}

export const pngPhoto = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export const webpPhoto = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 160, b: 90 } } })
    .webp()
    .toBuffer();
