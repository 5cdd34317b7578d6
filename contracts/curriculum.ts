// A course's curriculum is a list of modules, each with a title and its topics
// (docs/decisions/027). Until this release a curriculum was either one text or an
// overview plus named "stacks" with a description each; those older shapes still
// arrive from earlier revisions in the history and from older API clients, and
// are turned into modules here, without losing a word. zod-free: the database
// migration and the course schema both use it.

export interface CurriculumModule {
  title: string;
  topics: string[];
}

export interface Curriculum {
  /** An optional sentence or two before the modules. */
  overview?: string;
  modules: CurriculumModule[];
}

interface LegacyStack {
  name: string;
  description: string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Layers, masks and selections, retouching." → ["Layers", "Masks and selections", "Retouching"]. */
export function topicsFromText(text: string): string[] {
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
 * The curriculum in today's shape. Anything that is not one of the two older
 * shapes is returned as it came, for the schema to judge.
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

/** True for a curriculum still in one of the older shapes. */
export function isLegacyCurriculum(value: unknown): boolean {
  return upgradeCurriculum(value) !== value;
}
