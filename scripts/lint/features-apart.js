import path from "node:path";

// An ESLint rule: a feature folder (web/features/<name>/) never imports from
// another feature (docs/decisions/048). What two features share belongs in
// web/components, web/lib or web/hooks. An exception is allowed only when listed
// in the rule's options with the reason, e.g. { from: "a", to: "b", why: "…" }.
// Import strings are relative paths, so the rule resolves each one against the
// importing file and compares the features of both ends.

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
    const check = (source) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const to = featureOf(path.resolve(path.dirname(file), source.value) + "/x");
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
