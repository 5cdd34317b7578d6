import path from "node:path";

// An ESLint rule: a migration is frozen (docs/decisions/090). It imports only
// packages, node's own modules and other files of server/db/migrations/ (which
// are held to the same rule), never live code: a value it needs is copied into
// it as it was at its release, so later changes never change what it does.

const HOME = "server/db/migrations/";
const posix = (p) => p.split(path.sep).join("/");

export default {
  meta: {
    type: "problem",
    docs: { description: "a migration imports nothing from live code" },
    schema: [],
    messages: {
      live: "A migration imports only packages, node: modules and other migration files, not {{spec}}: copy the value it needs into the migration, frozen as it is today (docs/decisions/090).",
    },
  },
  create(context) {
    const cwd = context.cwd;
    const check = (source) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const spec = source.value;
      if (spec.startsWith(".")) {
        const to = posix(path.relative(cwd, path.resolve(path.dirname(context.filename), spec)));
        if (to.startsWith(HOME)) return;
      } else if (!spec.startsWith("#") && !spec.startsWith("/")) return; // a package or node:…
      context.report({ node: source, messageId: "live", data: { spec } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument),
    };
  },
};
