import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { formReplyContext } from "./content/live-context";
import type { SiteContent } from "./lib/site-content";
import { PUBLIC_PAGE_ROUTES, type PublicPageRoute } from "./pages/public-routes";
import { PUBLIC_ID_PREFIX, type PageComponent, type PublicPageData, PublicTree, RenderedPublicPage } from "./pages/public-tree";
import About from "./pages/about";
import Blog from "./pages/blog";
import Contact from "./pages/contact";
import CorporateTraining from "./pages/corporate-training";
import CoursePage from "./pages/course";
import Courses from "./pages/courses";
import Home from "./pages/home";
import NotFound from "./pages/not-found";
import Placements from "./pages/placements";
import StudentFeedback from "./pages/student-feedback";

// React Router's default server entry, with one addition: a public page's tree is
// rendered as a React root of its own (pages/public-tree.tsx,
// docs/decisions/031), the same root the browser hydrates. Every page is rendered
// whole before it is answered: the server keeps rendered pages in memory
// (server/modules/site-pages), so streaming would gain nothing.

const PAGES: Record<PublicPageRoute, PageComponent> = {
  "routes/home": Home as PageComponent,
  "routes/about": About as PageComponent,
  "routes/courses": Courses as PageComponent,
  "routes/course": CoursePage as PageComponent,
  "routes/placements": Placements as PageComponent,
  "routes/corporate-training": CorporateTraining as PageComponent,
  "routes/student-feedback": StudentFeedback as PageComponent,
  "routes/blog": Blog as PageComponent,
  "routes/contact": Contact as PageComponent,
  "routes/not-found": NotFound as PageComponent,
};

/** The page's data when it is a public page without an error (an error boundary needs the router). */
function publicPageOf({ staticHandlerContext: ctx }: EntryContext, loadContext: RouterContextProvider): PublicPageData | null {
  const leaf = ctx.matches[ctx.matches.length - 1]?.route.id;
  if (ctx.errors || !leaf || !(PUBLIC_PAGE_ROUTES as readonly string[]).includes(leaf)) return null;
  const route = leaf as PublicPageRoute;
  const formReply = loadContext.get(formReplyContext) ?? undefined;
  return { route, pathname: ctx.location.pathname, loaderData: ctx.loaderData[route] ?? null, site: ctx.loaderData.root as SiteContent, formReply };
}

/** The page's tree as its own root, once everything in it (lazy parts too) has rendered. */
async function renderPublicTree(data: PublicPageData) {
  const { prelude } = await prerenderToNodeStream(<PublicTree data={data} Page={PAGES[data.route]} />, { identifierPrefix: PUBLIC_ID_PREFIX });
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
