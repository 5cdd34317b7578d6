// `npm start`: builds the web app when the build is missing or older than its
// sources, then runs the server (SQLite under ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const marker = "build/client/index.html";
const newestSource = (dir) => {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(...["web", "contracts", "public"].map(newestSource));
if (!builtAt || sourcesAt > builtAt) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
