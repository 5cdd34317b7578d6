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

/** "Role at Company", or whichever of the two was entered; empty when neither (docs/decisions/060). */
export const roleAtCompany = (role: string | null | undefined, company: string | null | undefined) => {
  const r = (role ?? "").trim();
  const c = (company ?? "").trim();
  return r && c ? `${r} at ${c}` : r || c;
};
