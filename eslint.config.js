import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import featuresApart from "./scripts/lint/features-apart.js";

const noServer = { group: ["**/server/**"], message: "web/ must not import server/" };

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
  {
    // The architecture's import rule: the web app never imports server code.
    files: ["web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noServer] }] },
  },
  {
    // Public pages hydrate without React Router (docs/decisions/031 and 048): what
    // they are made of (pages, components, features) never imports it, nor a route
    // module (only a route's generated types). The staff screens (dashboard, login
    // and signup) are run by the router and may use it.
    files: ["web/pages/**/*.{ts,tsx}", "web/components/**/*.{ts,tsx}", "web/features/**/*.{ts,tsx}"],
    ignores: ["web/features/dashboard/**", "web/features/auth/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router", message: "Public pages hydrate without the router: use a plain <a href> and lib/page-location (docs/decisions/031)." },
            { name: "react-router/dom", message: "Public pages hydrate without the router (docs/decisions/031)." },
          ],
          patterns: [
            noServer,
            { group: ["@react-router/*"], message: "Public pages hydrate without the router (docs/decisions/031)." },
            { regex: "(^|/)routes/(?!\\+types/)", message: "Pages, components and features do not import route modules (only their +types)." },
          ],
        },
      ],
    },
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
