// How migration 007 turns an older curriculum into modules: a copy of
// contracts/curriculum.ts's upgradeCurriculum as it was at the migration's release,
// frozen here so later edits of the live code never change what the migration does
// (docs/decisions/090). Do not edit.

interface LegacyStack {
  name: string;
  description: string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Layers, masks and selections, retouching." → ["Layers", "Masks and selections", "Retouching"]. */
function topicsFromText(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.$/, "")
    .split(/[,;]\s+|\.\s+/)
    .map((t) => t.trim().replace(/\.$/, ""))
    .filter(Boolean)
    .map(capitalise);
}

/** "First sentence. Second one." → ["First sentence", "Second one"]. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim().replace(/\.$/, ""))
    .filter(Boolean);
}

const isStack = (v: unknown): v is LegacyStack =>
  typeof v === "object" && v !== null && typeof (v as LegacyStack).name === "string" && typeof (v as LegacyStack).description === "string";

/**
 * The curriculum as modules. Anything that is not one of the two older shapes is
 * returned as it came.
 * - one text: a single module "Course outline" with one topic per sentence;
 * - overview + stacks: the overview stays, each stack becomes a module whose
 *   topics are its description split at commas.
 */
export function upgradeCurriculum(value: unknown): unknown {
  if (typeof value === "string") {
    const topics = sentences(value);
    return topics.length ? { modules: [{ title: "Course outline", topics }] } : value;
  }
  if (typeof value !== "object" || value === null || "modules" in value) return value;
  const legacy = value as { overview?: unknown; stacks?: unknown };
  if (!Array.isArray(legacy.stacks) || !legacy.stacks.every(isStack)) return value;
  return {
    ...(typeof legacy.overview === "string" && legacy.overview.trim() ? { overview: legacy.overview } : {}),
    modules: legacy.stacks.map((s) => {
      const topics = topicsFromText(s.description);
      return { title: s.name, topics: topics.length ? topics : [s.description] };
    }),
  };
}
