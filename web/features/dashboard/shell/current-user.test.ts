// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { currentRole, currentUser, markTwoFactorSetUp, rememberDisplayName } from "./current-user";

// The signed-in user as the login saved it in local storage (current-user.ts).

const save = (user: unknown) => localStorage.setItem("user", JSON.stringify(user));
afterEach(() => localStorage.clear());

describe("Current user", () => {
  it("reads the saved user with its role", () => {
    save({ _id: "u1", username: "asha", displayName: "Asha K", role: "counsellor" });
    expect(currentUser()).toEqual({ _id: "u1", username: "asha", displayName: "Asha K", role: "counsellor", twoFactorSetupRequired: false });
  });

  it("a user saved before roles existed is an admin; an unknown role gets none", () => {
    save({ username: "old" });
    expect(currentRole()).toBe("admin");
    save({ username: "odd", role: "janitor" });
    expect(currentRole()).toBeNull();
  });

  it("with no saved user (only a token) the dashboard shows everything and lets the server answer", () => {
    expect(currentUser()).toBeNull();
    expect(currentRole()).toBe("admin");
    localStorage.setItem("user", "{not json");
    expect(currentUser()).toBeNull();
  });

  it("keeps the two-factor setup and a new display name with the saved user", () => {
    save({ username: "boss", role: "admin", twoFactorSetupRequired: true });
    expect(currentUser()?.twoFactorSetupRequired).toBe(true);
    markTwoFactorSetUp();
    rememberDisplayName("The Principal");
    expect(currentUser()).toMatchObject({ twoFactorSetupRequired: false, displayName: "The Principal" });
  });
});
