import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { PUBLIC_PAGES, type PublicPage, publicRouteId } from "../contracts/public-paths";
import { formReplyContext } from "./lib/live-context";
import type { SiteContent } from "./lib/site-content";
import { PUBLIC_ID_PREFIX, type PublicPageData, PublicTree, RenderedPublicPage } from "./pages/public-tree";
import { PAGE_MODULES } from "./pages/registry";

// React Router's default server entry, with one addition: a public page's tree is
// rendered as a React root of its own (pages/public-tree.tsx,
// docs/decisions/031), the same root the browser hydrates. Every page is rendered
// whole before it is answered: the server keeps rendered pages in memory
// (server/modules/site-pages), so streaming would gain nothing.

const PAGE_OF_ROUTE = new Map<string, PublicPage>(PUBLIC_PAGES.map(({ page }) => [publicRouteId(page), page]));

/** The page's data when it is a public page without an error (an error boundary needs the router). */
function publicPageOf({ staticHandlerContext: ctx }: EntryContext, loadContext: RouterContextProvider): PublicPageData | null {
  const leaf = ctx.matches[ctx.matches.length - 1]?.route.id;
  const page = leaf && PAGE_OF_ROUTE.get(leaf);
  if (ctx.errors || !leaf || !page) return null;
  const formReply = loadContext.get(formReplyContext) ?? undefined;
  return { page, pathname: ctx.location.pathname, loaderData: ctx.loaderData[leaf] ?? null, site: ctx.loaderData.root as SiteContent, formReply };
}

/** The page's tree as its own root, once everything in it (lazy parts too) has rendered. */
async function renderPublicTree(data: PublicPageData) {
  const { default: Page } = await PAGE_MODULES[data.page]();
  // Every Suspense boundary is written in place: React would otherwise move a large
  // one into a hidden template that an inline script reveals, which a visitor
  // without JavaScript would never see (docs/decisions/076).
  const { prelude } = await prerenderToNodeStream(<PublicTree data={data} Page={Page} />, {
    identifierPrefix: PUBLIC_ID_PREFIX,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const data = publicPageOf(routerContext, loadContext);
  const publicPage = data ? { data, html: await renderPublicTree(data) } : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <RenderedPublicPage.Provider value={publicPage}>
        <ServerRouter context={routerContext} url={request.url} />
      </RenderedPublicPage.Provider>,
      {
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
