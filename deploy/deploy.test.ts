import crypto from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { MAX_UPLOAD_BYTES } from "../contracts/limits";
import { ADMIN, ADMIN_ENV, jpegPhoto, multipart } from "../server/test/staff-api";
import { useBuiltSite } from "../server/test/built-site";
import { testConfig, testDatabases } from "../server/test/databases";
import { freePort } from "../server/test/free-port";
import { type Call, HOST_NAME, NGINX, type RunningNginx, makeCertificate, nginxDir, overHttp, overHttps, renderSite, startNginx } from "./nginx-harness";

// The deployment guide's nginx site (docs/deploy.md, docs/decisions/059) in
// front of the real server with the built site, over HTTPS with a certificate
// made here. npm test installs nginx like Chromium when it is missing.

if (!fs.existsSync(NGINX)) {
  const message = `No nginx at ${NGINX}: install it (Debian: apt-get install nginx) or point NGINX_PATH at it.`;
  if (process.env.CI === "true") throw new Error(`CI=true but ${message}`);
  console.warn(`${message} The deployment test behind nginx is skipped on this machine.`);
}

const ENQUIRY_LIMIT = 3;

describe.skipIf(!fs.existsSync(NGINX))("the deployment guide's nginx site in front of the built server", () => {
  const site = useBuiltSite();

  describe.each(testDatabases)("on $name", (database) => {
    let app: FastifyInstance;
    let proxy: RunningNginx;
    let ca: string;
    let ports: { app: number; http: number; https: number };
    let drop = async () => {};
    const logLines: string[] = [];
    const dir = nginxDir();

    beforeAll(async () => {
      const created = await database.create();
      drop = created.drop;
      const config = testConfig(created.database, {
        ...ADMIN_ENV,
        BUILD_DIR: site.clientDir,
        // As deploy/academy.env.example sets it.
        TRUST_PROXY: "1",
        ENQUIRY_RATE_LIMIT_PER_MINUTE: String(ENQUIRY_LIMIT),
        PAGE_VIEWS: "off",
      });
      const logger = { level: "info", stream: { write: (line: string) => void logLines.push(line) } };
      app = (await buildApp(config, { logger })).app;
      ports = { app: await freePort(), http: await freePort(), https: await freePort() };
      await app.listen({ port: ports.app, host: "127.0.0.1" });
      const certificate = makeCertificate(dir);
      ca = certificate.pem;
      proxy = await startNginx(dir, renderSite(ports, certificate));
      const end = Date.now() + 30_000;
      for (;;) {
        const ready = await https_(`/healthz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ready) break;
        if (Date.now() > end) throw new Error(`nginx did not answer over HTTPS:\n${proxy.errors()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }, 120_000);

    afterAll(async () => {
      await proxy?.stop();
      await app?.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    function https_(path: string, call: Partial<Call> = {}) {
      return overHttps(ports.https, ca, { from: "127.0.0.2", path, ...call });
    }

    /** The server's "incoming request" log lines for a URL. */
    const requestsLogged = (url: string) =>
      logLines
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string; host: string; remoteAddress: string } })
        .filter((entry) => entry.msg === "incoming request" && entry.req?.url === url)
        .map((entry) => entry.req!);

    const enquiry = () => {
      const email = `visitor-${crypto.randomBytes(4).toString("hex")}@example.in`;
      return { email, body: JSON.stringify({ form: "contact", name: "Meena R", phone: "9840012345", email, message: "Weekend batches?" }) };
    };
    const postEnquiry = (from: string, body: string, forwardedFor: string) =>
      https_("/api/enquiries", { method: "POST", from, body, headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor } });

    it("serves a page over HTTPS with its certificate, HSTS and the server's own brotli copy", async () => {
      const res = await https_("/courses", { headers: { "accept-encoding": "br, gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(res.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(res.body).toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
    });

    it("moves plain HTTP to the same address over HTTPS", async () => {
      const res = await overHttp(ports.http, { from: "127.0.0.2", path: "/courses/python?utm_source=google" });
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`https://${HOST_NAME}/courses/python?utm_source=google`);
    });

    it("stores an enquiry sent through nginx; the server sees the visitor's address and host, not nginx's or a forged header", async () => {
      const sent = enquiry();
      const res = await postEnquiry("127.0.0.5", sent.body, "203.0.113.77");
      expect(res.status, res.body.toString()).toBe(201);
      const stored = await app.db.selectFrom("enquiries").select(["name", "form"]).where("email", "=", sent.email).execute();
      expect(stored).toEqual([{ name: "Meena R", form: "contact" }]);
      expect(requestsLogged("/api/enquiries").map((r) => [r.remoteAddress, r.host])).toContainEqual(["127.0.0.5", HOST_NAME]);
      expect(requestsLogged("/api/enquiries").map((r) => r.remoteAddress)).not.toContain("203.0.113.77");
      expect(requestsLogged("/api/enquiries").map((r) => r.remoteAddress)).not.toContain("127.0.0.1");
    });

    it("limits enquiries per visitor behind nginx, whatever X-Forwarded-For the visitor writes", async () => {
      for (let i = 0; i < ENQUIRY_LIMIT; i++) {
        const res = await postEnquiry("127.0.0.6", enquiry().body, `198.51.100.${i + 1}`);
        expect(res.status, res.body.toString()).toBe(201);
      }
      const over = await postEnquiry("127.0.0.6", enquiry().body, "198.51.100.99");
      expect(over.status).toBe(429);
      // Another visitor is not held back by the first one's limit.
      const other = await postEnquiry("127.0.0.7", enquiry().body, "198.51.100.1");
      expect(other.status, other.body.toString()).toBe(201);
    });

    it("passes an image upload up to the server's limit and refuses a bigger body itself with 413", async () => {
      const signin = await https_("/api/auth/signin", {
        method: "POST",
        from: "127.0.0.8",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(signin.status, signin.body.toString()).toBe(200);
      const auth = { authorization: `Bearer ${JSON.parse(signin.body.toString()).token as string}` };
      const upload = async (data: Buffer) => {
        const form = await multipart({ image: { data, filename: "photo.jpg", type: "image/jpeg" } });
        return https_("/api/images", { method: "POST", from: "127.0.0.8", headers: { ...auth, ...form.headers }, body: form.payload });
      };

      const photo = await upload(await jpegPhoto());
      expect(photo.status, photo.body.toString()).toBe(201);

      // Over the server's 5 MB but within nginx's 6 MB: the server's own answer, which the dashboard shows.
      const overServer = await upload(crypto.randomBytes(MAX_UPLOAD_BYTES + 512 * 1024));
      expect(overServer.status).toBe(413);
      expect(JSON.parse(overServer.body.toString()).message).toBe("The image is too large. The limit is 5 MB.");

      // Over nginx's limit: refused before the server reads a byte of it.
      const requestsBefore = requestsLogged("/api/images").length;
      const overProxy = await upload(crypto.randomBytes(8 * 1024 * 1024));
      expect(overProxy.status).toBe(413);
      expect(overProxy.headers["content-type"]).toMatch(/^text\/html/);
      expect(overProxy.body.toString()).toContain("413 Request Entity Too Large");
      expect(requestsLogged("/api/images")).toHaveLength(requestsBefore);
    }, 120_000);
  });
});
