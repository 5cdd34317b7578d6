// The environment of the dashboard's component tests (docs/decisions/093): happy-dom's
// window, with modules transformed as for the server. The real server runs in the
// same file, and the client transform would rewrite its `new URL(…, import.meta.url)`
// file reads into asset URLs; React and the sections run the same either way.
// A test file names it in its first line: // @vitest-environment ./web/test/dashboard/environment.ts
import { builtinEnvironments, type Environment } from "vitest/runtime";

const happyDom = builtinEnvironments["happy-dom"];

export default { ...happyDom, name: "dashboard-happy-dom", viteEnvironment: "ssr" } satisfies Environment;
