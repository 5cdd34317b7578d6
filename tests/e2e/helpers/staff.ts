import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page, expect } from "@playwright/test";
import sharp from "sharp";

export interface StaffAccount {
  username: string;
  email: string;
  mobile: string;
  password: string;
}

/** A name no other test (or earlier run on the same database) uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A mobile number no other test (nor this test's retry) has used: a known number
 * joins the earlier lead (dedupe), so the answer's id would not be a lead's.
 */
export const uniquePhone = () => `9${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

export function newAccount(): StaffAccount {
  const username = unique("staff");
  return { username, email: `${username}@example.in`, mobile: "9876543210", password: "a-long-enough-password" };
}

/** A random valid YouTube video id (11 characters), so parallel tests never share a video. */
export const randomVideoId = () =>
  Array.from({ length: 11 }, () => "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[Math.floor(Math.random() * 62)]).join("");

/** A small real PNG on disk for the photo inputs. */
export async function pngFile(name = "photo.png") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-e2e-"));
  const file = path.join(dir, name);
  await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 67, g: 56, b: 202 } } })
    .png()
    .toFile(file);
  return file;
}

export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs in and waits for the dashboard's first section to load. */
export async function logIn(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

export async function openSection(page: Page, label: string, id: string) {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}(\\?|$)`));
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

/** Narrows a dashboard table to rows matching `text` with its search box. */
export async function search(page: Page, noun: string, text: string) {
  await page.getByRole("searchbox", { name: `Search ${noun}` }).fill(text);
}

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
