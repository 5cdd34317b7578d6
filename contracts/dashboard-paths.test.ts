import { describe, expect, it } from "vitest";
import { driveBoardPath, graduatePath, isStaffPath, leadPath, legacyDashboardUrl, placementDeskPath } from "./dashboard-paths";

describe("the old ?section= dashboard links (docs/decisions/088)", () => {
  it("point to the section's own path", () => {
    expect(legacyDashboardUrl("?section=overview")).toBe("/dashboard/overview");
    expect(legacyDashboardUrl("?section=two-factor")).toBe("/dashboard/two-factor");
  });

  it("point a lead, a batch and a course to their own paths", () => {
    expect(legacyDashboardUrl("?section=enquiries&id=lead-1")).toBe("/dashboard/enquiries/lead-1");
    expect(legacyDashboardUrl("?section=classes&batch=b%201")).toBe("/dashboard/classes/b%201");
    expect(legacyDashboardUrl("?section=courses&course=python")).toBe("/dashboard/courses/python");
  });

  it("keep every other parameter they carried", () => {
    expect(legacyDashboardUrl("?section=enquiries&view=due")).toBe("/dashboard/enquiries?view=due");
    expect(legacyDashboardUrl("?section=courses&course=&add=1")).toBe("/dashboard/courses?add=1");
    expect(legacyDashboardUrl("?section=pages&page=why-choose&utm_source=mail")).toBe("/dashboard/pages?page=why-choose&utm_source=mail");
    expect(legacyDashboardUrl("?section=enquiries&id=x&view=all")).toBe("/dashboard/enquiries/x?view=all");
  });

  it("leave an address without a section alone", () => {
    expect(legacyDashboardUrl("")).toBeNull();
    expect(legacyDashboardUrl("?id=x")).toBeNull();
  });
});

describe("staff screens", () => {
  it("are the login pages and everything under /dashboard, not a public page that starts alike", () => {
    for (const p of ["/login", "/signup", "/dashboard", "/dashboard/enquiries", leadPath("abc")]) expect(isStaffPath(p), p).toBe(true);
    for (const p of ["/", "/courses/python", "/dashboards", "/login-help", "/my"]) expect(isStaffPath(p), p).toBe(false);
  });
});

describe("the placement desk's addresses (docs/decisions/098)", () => {
  it("name the desk, its views, a drive's board and a graduate's outcome", () => {
    expect(placementDeskPath()).toBe("/dashboard/placement-desk");
    expect(placementDeskPath("employers")).toBe("/dashboard/placement-desk/employers");
    expect(driveBoardPath("d 1")).toBe("/dashboard/placement-desk/drives/d%201");
    expect(graduatePath("lead/1")).toBe("/dashboard/placement-desk/graduates/lead%2F1");
    expect(isStaffPath(driveBoardPath("x"))).toBe(true);
  });
});
