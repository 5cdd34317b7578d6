import { z } from "zod";

// Every contract imports zod from here. In the browser, zod would probe for eval
// support with `new Function()` when a schema is created; our CSP forbids eval, so
// the probe is reported as a CSP violation. Its interpreted parser is plenty for
// forms; the server keeps the compiled fast path.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
