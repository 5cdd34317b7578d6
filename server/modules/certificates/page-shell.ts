import type { FastifyInstance, FastifyReply } from "fastify";
import { pageCsp } from "#server/plugins/security-headers";
import { readDocument } from "../content";

// The verification page wears the site's own header, footer, fonts and colours
// (docs/decisions/052) without being one of the snapshot's pages: it takes them
// from the site's rendered 404 page (kept in memory per content version by
// LivePages) and puts its own <main> between them. Every script goes: the page
// is plain HTML and a GET form, complete without JavaScript, and it must not
// hydrate a React tree it no longer matches.

export interface Shell {
  head: string;
  tail: string;
}

export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The 404 page cut around its <main>; null when it does not have the expected landmarks. */
export function shellOf(html: string, title: string, css = VERIFY_CSS): Shell | null {
  const open = html.indexOf('<main id="main"');
  const close = html.lastIndexOf("</main>");
  if (open < 0 || close < open) return null;
  const strip = (part: string) =>
    part
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      // rel=expect would hold rendering until the page data script that was just removed.
      .replace(/<link rel="(?:expect|modulepreload|canonical)"[^>]*>/g, "")
      .replace(/<meta (?:property="og:|name="twitter:|name="description"|name="keywords"|name="robots")[^>]*>/g, "");
  const head = strip(html.slice(0, open))
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex"/>`)
    .replace("</head>", `<style>${css}</style></head>`);
  return { head, tail: strip(html.slice(close + "</main>".length)) };
}

/** Without the built site (API tests, a server started before `npm run build`): the same page, plainly dressed. */
export function plainShell(institute: string, title: string, css = VERIFY_CSS): Shell {
  return {
    head: `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"/><style>${css}</style></head><body><header class="verify-plain"><a href="/">${escapeHtml(institute)}</a></header>`,
    tail: `<footer class="verify-plain">${escapeHtml(institute)}</footer></body></html>`,
  };
}

/**
 * The site's 404 page as a shell, or the plain one. Other small server-rendered
 * pages (the student's /my, docs/decisions/068) wear it too, with their own rules and path.
 */
export async function pageShell(
  app: FastifyInstance,
  institute: string,
  title: string,
  own: { css: string; path: string } = { css: VERIFY_CSS, path: "/verify" },
): Promise<Shell> {
  const pages = app.sitePages;
  if (pages?.current) {
    try {
      const notFound = await pages.other(own.path);
      const shell = shellOf(notFound.body.toString("utf8"), title, own.css);
      if (shell) return shell;
      app.log.warn("the 404 page has no <main id=main>; the verification page is served plainly");
    } catch (err) {
      app.log.warn({ err }, "the 404 page could not be rendered; the verification page is served plainly");
    }
  }
  return plainShell(institute, title, own.css);
}

/** The institute's name from site facts: the rendered snapshot's, else the saved document's (docs/decisions/099). */
export async function instituteName(app: FastifyInstance): Promise<string> {
  const fromSnapshot = app.sitePages?.current?.site.name;
  if (fromSnapshot) return fromSnapshot;
  return (await readDocument(app.db, "site")).name;
}

export interface PublicPage {
  status: number;
  /** The page's own title; the institute's name follows it. */
  title: string;
  /** What goes inside <main class="verify">. */
  main: string;
  /** Known already (the page names it); read when not given. */
  institute?: string;
  /** Rules of the page's own beside VERIFY_CSS. */
  css?: string;
}

/**
 * Sends one of the small public pages in the shell: /verify, a placement's
 * /verify/placement, the employer's confirmation. Each shows one person's record
 * or answers a link only its holder has, so it is never indexed nor cached (a
 * revocation, or a placement hidden, shows at once), under the site's page
 * policy with no script allowed: the page has none.
 */
export async function sendPublicPage(app: FastifyInstance, reply: FastifyReply, page: PublicPage) {
  const institute = page.institute ?? (await instituteName(app));
  const css = page.css ? `${VERIFY_CSS}\n${page.css}` : VERIFY_CSS;
  const shell = await pageShell(app, institute, `${page.title} | ${institute}`, { css, path: "/verify" });
  return reply
    .status(page.status)
    .type("text/html; charset=utf-8")
    .header("X-Robots-Tag", "noindex")
    .header("Content-Security-Policy", pageCsp())
    .header("Cache-Control", "no-store")
    .send(`${shell.head}<main id="main" class="verify">${page.main}</main>${shell.tail}`);
}

// Its own few rules, scoped to .verify: the site's stylesheet only holds the
// utility classes its own components use. Colours and font are the site's theme
// variables (web/app.css), with fallbacks for the plain shell.
export const VERIFY_CSS = `
.verify{max-width:40rem;margin:0 auto;padding:2.5rem 1rem 4rem;font-family:var(--font-sans,system-ui,sans-serif);color:#0f172a}
.verify h1{font-size:1.75rem;line-height:1.2;font-weight:800;color:var(--color-brand-900,#1e1b4b);margin:0 0 .5rem}
.verify .lead{color:#475569;margin:0 0 1.5rem}
.verify .card{border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem;background:#fff;box-shadow:0 1px 2px rgb(0 0 0 / .05);margin-bottom:2rem}
.verify .status{display:inline-flex;align-items:center;gap:.5rem;border-radius:999px;padding:.35rem .9rem;font-weight:700;font-size:1rem}
.verify .status.valid{background:#dcfce7;color:#14532d}
.verify .status.revoked{background:#fee2e2;color:#7f1d1d}
.verify .status.unknown{background:#f1f5f9;color:#334155}
.verify dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.6rem 1rem;margin:1.25rem 0 0}
.verify dt{color:#64748b;font-size:.9rem}
.verify dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.verify .id{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.05em}
.verify form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
.verify label{display:block;font-weight:600;margin-bottom:.35rem;color:#1e293b}
.verify .field{flex:1 1 14rem}
.verify input{width:100%;box-sizing:border-box;border:1px solid #cbd5e1;border-radius:.6rem;padding:.7rem .8rem;font:inherit;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;text-transform:uppercase}
.verify input:focus{outline:2px solid var(--color-brand-600,#4f46e5);outline-offset:1px}
.verify button{border:0;border-radius:999px;background:var(--color-brand-700,#4338ca);color:#fff;font:inherit;font-weight:700;padding:.75rem 1.5rem;cursor:pointer}
.verify button:hover{background:var(--color-brand-800,#312e81)}
.verify .hint{color:#64748b;font-size:.875rem;margin:.5rem 0 0;flex-basis:100%}
@media (max-width:30rem){.verify dl{grid-template-columns:1fr;gap:.15rem}.verify dd{margin-bottom:.6rem}}
.verify-plain{padding:1rem;background:#1e1b4b;color:#fff;font-family:system-ui,sans-serif}.verify-plain a{color:#fff;font-weight:800;text-decoration:none}
`.trim();
