// `npm start`: builds the web app when the build is missing or older than its
// sources, then runs the server (SQLite under ./data unless DATABASE_URL is set).
// Its exit status is the server's, so a supervisor (systemd, Docker, pm2) sees a
// crash as a crash and restarts it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// BUILD_DIR set by hand means the caller manages that build: serve it as it is.
const ownBuild = !process.env.BUILD_DIR;
const marker = path.join(process.env.BUILD_DIR ?? path.join(process.env.BUILD_ROOT ?? "build", "client"), "index.html");
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
if (ownBuild && (!builtAt || sourcesAt > builtAt)) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  if (signal) {
    // Killed (OOM killer, kill -9) or stopped before it could shut down: not a
    // clean exit. 128 + signal number is what a shell reports for the same.
    console.error(`The server stopped on ${signal}.`);
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 1);
});
