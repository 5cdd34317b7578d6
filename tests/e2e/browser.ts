import fs from "node:fs";

/** Debian's Chromium (or CHROME_PATH); Playwright's own browser download is not used. */
export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}. Install it (apt-get install chromium) or set CHROME_PATH.`);
  }
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  };
}
