// Modules vite.config.ts provides to the build.
declare module "virtual:seed-snapshot" {
  const snapshot: import("../contracts/site-snapshot").SiteSnapshot;
  export default snapshot;
}
