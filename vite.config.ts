import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger script files on every public page. On a slow mobile network each
// file costs a round trip before the page can paint (Lighthouse counted 22–24 on
// the course and contact pages, most under 1 kB), so the browser build puts
// React in one file, React Router in another (a public page never loads it,
// docs/decisions/031), and the small zod-free modules that many pages share (layout helpers, site facts, texts) in another. zod-based modules
// stay out of both: pages load zod only when a form is first used, and the toast
// library (sonner) when the first toast or modal needs it. The
// modal component stays out of `shared` too: modals load when first opened.
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const SHARED_APP =
  /[\\/](web[\\/](components|lib|hooks)[\\/](?!modal\.tsx$)[^\\/]+|web[\\/]content[\\/](site|course-nav|pages)\.ts|contracts[\\/](courses|limits|public-paths|enquiry-forms|date-format|youtube-id|blog|api)\.ts)$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_API_URL (build time) points the web app at an API on another origin.
  envPrefix: ["VITE_", "PUBLIC_"],
  // Browser build only (the pre-render build is removed after use).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: REACT, priority: 3 },
                { name: "router", test: ROUTER, priority: 2 },
                { name: "shared", test: SHARED_APP, priority: 1, minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
    // The server half bundles every page in one file, where a form's on-first-use
    // import of its rules (split out for the browser above) cannot be split:
    // Rolldown says so; that is expected there, and only there.
    ssr: {
      build: {
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      },
    },
  },
  server: {
    // `npm run dev` serves the web app; the API runs in `npm run serve` on :3000.
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
});
