import { describe, expect, it } from "vitest";
import { siteFactsSchema } from "#contracts/content";
import { seedSiteFacts } from "#server/modules/content/seed";
import { zodFieldErrors } from "#web/lib/forms/form-errors";
import { fromForm, newCompanyRow, toForm } from "./site-facts-form";
import { describeRevision } from "./revision-history";

describe("the Site facts form", () => {
  it("round-trips every saved fact: loading and saving unchanged stores the same document", () => {
    const parsed = siteFactsSchema.parse(fromForm(toForm(seedSiteFacts)));
    expect(parsed).toEqual(siteFactsSchema.parse(seedSiteFacts));
  });

  it("keeps an empty optional link empty, so the site hides that link", () => {
    const form = toForm({ ...seedSiteFacts, youtubeChannel: undefined, social: { ...seedSiteFacts.social, instagram: undefined } });
    expect(form.values.youtubeChannel).toBe("");
    const parsed = siteFactsSchema.parse(fromForm(form));
    expect(parsed.youtubeChannel).toBeUndefined();
    expect(parsed.social.instagram).toBeUndefined();
  });

  it("names each failing field by its path, nested and listed ones too", () => {
    const form = toForm(seedSiteFacts);
    form.values["address.postalCode"] = "6000";
    form.values.phone = "12345";
    form.companies = [...form.companies, newCompanyRow("", "A sister company")];
    const result = siteFactsSchema.safeParse(fromForm(form));
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      phone: "Phone must be a 10-digit Indian mobile or landline number",
      "address.postalCode": "PIN code must be 6 digits",
      "groupCompanies.3.name": "Company name is required",
    });
  });

  it("gives every company row its own key, so removing one keeps the others' inputs", () => {
    const ids = toForm(seedSiteFacts).companies.map((c) => c.rowId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("describeRevision", () => {
  it("says who did what, and calls the seed the initial content", () => {
    expect(describeRevision({ action: "seed", createdBy: null })).toBe("Initial content");
    expect(describeRevision({ action: "update", createdBy: "priya" })).toBe("Edited by priya");
    expect(describeRevision({ action: "restore", createdBy: "priya" })).toBe("Earlier version restored by priya");
    expect(describeRevision({ action: "delete", createdBy: "priya" })).toBe("Deleted by priya");
  });
});
