import path from "node:path";

// An ESLint rule: each server module (server/modules/<name>/) has one front door,
// its index.ts (docs/decisions/090). A file outside the module imports the
// module's folder or its index, never one of its inner files; the module's own
// files and tests import each other freely. The shared kernel (options.kernel:
// server/modules/common, small helpers with no domain) is open file by file.
// An exception is allowed only when listed with the reason:
// { from: "<path prefix of the importing file>", to: "<file imported, no extension>", why: "…" }.

const MODULES = "server/modules/";
const posix = (p) => p.split(path.sep).join("/");

export default {
  meta: {
    type: "problem",
    docs: { description: "code outside a server module imports only its index.ts" },
    schema: [
      {
        type: "object",
        properties: {
          kernel: { type: "array", items: { type: "string" } },
          allow: {
            type: "array",
            items: {
              type: "object",
              properties: { from: { type: "string" }, to: { type: "string" }, why: { type: "string", minLength: 10 } },
              required: ["from", "to", "why"],
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      reachIn:
        "{{target}} is inside the {{module}} module: import its front door ({{door}}) instead, and export what you need from its index.ts (docs/decisions/090).",
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = posix(path.relative(cwd, context.filename));
    const own = file.startsWith(MODULES) ? file.slice(MODULES.length).split("/")[0] : undefined;
    const kernel = new Set(context.options[0]?.kernel ?? []);
    const allow = context.options[0]?.allow ?? [];
    /** The repository path an import points at (no extension), or undefined for a package. */
    const target = (spec) => {
      if (spec.startsWith(".")) return posix(path.relative(cwd, path.resolve(path.dirname(context.filename), spec)));
      if (spec.startsWith("#server/")) return spec.slice(1);
      return undefined;
    };
    const check = (source) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const to = target(source.value)?.replace(/\.(ts|tsx|js|mjs)$/, "");
      if (!to?.startsWith(MODULES)) return;
      const [module, ...inner] = to.slice(MODULES.length).split("/");
      if (!module || module === own || kernel.has(module)) return;
      if (inner.length === 0 || (inner.length === 1 && inner[0] === "index")) return;
      if (allow.some((a) => file.startsWith(a.from) && a.to === to)) return;
      context.report({ node: source, messageId: "reachIn", data: { target: to, module, door: `${MODULES}${module}` } });
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
