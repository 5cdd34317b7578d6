import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import featuresApart from "./scripts/lint/features-apart.js";

// The web app never imports server code. Its tests may take the seed the server
// starts with as realistic fixtures (server/modules/content/seed.ts), nothing else.
// Each rule covers a relative path and the #server/… alias (tsconfig.json's paths).
// (A regex: in the gitignore-style groups a leading # would start a comment.)
const noServer = { regex: "(^|/|#)server/", message: "web/ must not import server/" };
const noServerButSeed = {
  regex: "(^|/|#)server/(?!modules/content/seed$)",
  message: "web/ tests may import only the seed (server/modules/content/seed) from server/",
};
const TESTS = ["web/**/*.test.{ts,tsx}"];
// The dashboard's component-test harness (web/test/, docs/decisions/093) answers the
// sections' calls with the real server, built as the API tests build it: it may
// import buildApp and the API tests' kits (server/test/), still no other server code.
const HARNESS = ["web/test/**/*.{ts,tsx}"];
const noServerButHarness = {
  regex: "(^|/|#)server/(?!app$|test/|modules/content/seed$)",
  message: "web/test/ may import only buildApp, server/test/ and the seed from server/",
};

// Public pages hydrate without React Router (docs/decisions/031 and 048): what
// they are made of (pages, components, features) never imports it, nor a route
// module (only a route's generated types). The staff screens (dashboard, login
// and signup) are run by the router and may use it.
const PUBLIC_PARTS = ["web/pages/**/*.{ts,tsx}", "web/components/**/*.{ts,tsx}", "web/features/**/*.{ts,tsx}"];
const STAFF_FEATURES = ["web/features/dashboard/**", "web/features/auth/**"];
const noRouter = (server) => [
  "error",
  {
    paths: [
      { name: "react-router", message: "Public pages hydrate without the router: use a plain <a href> and lib/page-location (docs/decisions/031)." },
      { name: "react-router/dom", message: "Public pages hydrate without the router (docs/decisions/031)." },
    ],
    patterns: [
      server,
      { group: ["@react-router/*"], message: "Public pages hydrate without the router (docs/decisions/031)." },
      { regex: "(^|/)routes/(?!\\+types/)", message: "Pages, components and features do not import route modules (only their +types)." },
    ],
  },
];

export default tseslint.config(
  { ignores: ["build/", ".build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".tmp/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The import rules (flat config: the last block that matches a file sets its rule).
  { files: ["web/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [noServer] }] } },
  { files: TESTS, rules: { "no-restricted-imports": ["error", { patterns: [noServerButSeed] }] } },
  { files: HARNESS, rules: { "no-restricted-imports": ["error", { patterns: [noServerButHarness] }] } },
  { files: PUBLIC_PARTS, ignores: [...STAFF_FEATURES, ...TESTS], rules: { "no-restricted-imports": noRouter(noServer) } },
  {
    files: TESTS.map((t) => t.replace("web/**/", "web/{pages,components,features}/**/")),
    ignores: STAFF_FEATURES,
    rules: { "no-restricted-imports": noRouter(noServerButSeed) },
  },
  {
    // Features do not import each other (docs/decisions/048): a shared piece moves
    // to web/components, web/lib or web/hooks. No exception is needed today; one
    // would be listed here as { from, to, why }.
    files: ["web/features/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "features-apart": featuresApart } } },
    rules: { "local/features-apart": ["error", { allow: [] }] },
  },
);
