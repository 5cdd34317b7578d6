// Types of server-bundle.mjs, for the TypeScript tests that start the bundled server too (server/modules/whatsapp/webhook-burst.test.ts).

/** The entries a test server runs: the production entry and the clocked one (docs/decisions/073). */
export const SERVER_ENTRIES: Record<"main" | "main-at-time", string>;

/** Writes `<dir>/main.js` and `<dir>/main-at-time.js`: the server bundled once with esbuild (docs/decisions/075). */
export function bundleServer(dir: string): Promise<void>;
