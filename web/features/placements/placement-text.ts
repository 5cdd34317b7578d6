/** docs/decisions/008: an empty placement text or 'disclaimer' (any case) shows 'Read Disclaimer'. */
export const needsDisclaimer = (placement: string | null | undefined) => {
  const text = (placement ?? "").trim();
  return text === "" || text.toLowerCase() === "disclaimer";
};

/** 'N/A' when the name is empty (docs/decisions/008). */
export const displayName = (name: string | null | undefined) => (name ?? "").trim() || "N/A";

/** The course with the optional degree in brackets, e.g. "Python (B.Sc. Computer Science)". */
export const courseLabel = (course: string, degree: string | null | undefined) => {
  const d = (degree ?? "").trim();
  return d ? `${course} (${d})` : course;
};
