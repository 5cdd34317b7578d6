import { FirstAccountError } from "./modules/auth";
import { serve } from "./serve";

// The server as `npm start` and systemd run it: the wall clock, nothing else
// (how it starts and stops is serve.ts).
serve().catch((err) => {
  // A configuration problem found while starting says what to fix, without a stack trace.
  console.error(err instanceof FirstAccountError ? err.message : err);
  process.exit(1);
});
