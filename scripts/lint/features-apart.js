import path from "node:path";

// An ESLint rule: a feature folder (web/features/<name>/) never imports from
// another feature (docs/decisions/048). What two features share belongs in
// web/components, web/lib or web/hooks. An exception is allowed only when listed
// in the rule's options with the reason, e.g. { from: "a", to: "b", why: "…" }.
// The rule resolves each import string (a relative path, or the #web/… alias of
// tsconfig.json's paths) to a file path and compares the features of both ends.

const featureOf = (file) => {
  const parts = file.split(path.sep).join("/").split("/");
  const at = parts.lastIndexOf("features");
  return at > 0 && parts[at - 1] === "web" && at + 2 < parts.length ? parts[at + 1] : undefined;
};

export default {
  meta: {
    type: "problem",
    docs: { description: "a feature folder never imports another feature" },
    schema: [
      {
        type: "object",
        properties: {
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
      crossing:
        "features/{{from}} imports features/{{to}}: features do not import each other. Move the shared piece to web/components, web/lib or web/hooks, or allow it in eslint.config.js with the reason.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const allowed = new Set((context.options[0]?.allow ?? []).map((a) => `${a.from}>${a.to}`));
    const target = (spec) => {
      if (spec.startsWith(".")) return path.resolve(path.dirname(file), spec);
      if (spec.startsWith("#web/")) return path.join(context.cwd, spec.slice(1));
      return undefined;
    };
    const check = (source) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const resolved = target(source.value);
      if (resolved === undefined) return;
      const to = featureOf(resolved + "/x");
      if (to && to !== from && !allowed.has(`${from}>${to}`)) context.report({ node: source, messageId: "crossing", data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
