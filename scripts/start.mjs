// `npm start`: builds the web app when the build is missing or older than its
// sources, then runs the server (SQLite under ./data unless DATABASE_URL is set).
// Its exit status is the server's, so a supervisor (systemd, Docker, pm2) sees a
// crash as a crash and restarts it.
//
// Stopping: SIGTERM or SIGINT is passed on to the child at work (the build or
// the server) and this process exits only once that child has, so whoever
// signalled `npm start` knows the port is free when it is gone. npm hands the
// signal to the shell it runs this script in; package.json's `exec` makes that
// shell become this process, otherwise the shell dies of the signal and leaves
// the server running (docs/decisions/059).
import { spawn } from "node:child_process";
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

/** The signal that asked us to stop, if one did. */
let stopSignal;
/** The child at work: the build, then the server. */
let child;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopSignal ??= signal;
    child?.kill(signal);
  });
}

/** 128 + signal number: what a shell reports for a process ended by that signal. */
const signalStatus = (signal) => 128 + (os.constants.signals[signal] ?? 0);

const run = (command, args, options) =>
  new Promise((resolve) => {
    child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      resolve({ code: 1, signal: null });
    });
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(...["web", "contracts", "public"].map(newestSource));
if (ownBuild && (!builtAt || sourcesAt > builtAt) && !stopSignal) {
  console.log("Building the web app…");
  const build = await run("npm", ["run", "build"], { shell: process.platform === "win32" });
  if (stopSignal) process.exit(signalStatus(stopSignal));
  if (build.code !== 0) process.exit(build.code ?? 1);
}
if (stopSignal) process.exit(signalStatus(stopSignal));

const server = await run(process.execPath, ["--import", "tsx", "server/main.ts"]);
if (server.signal) {
  // Killed (OOM killer, kill -9) or stopped before it could shut down: not a
  // clean exit.
  console.error(`The server stopped on ${server.signal}.`);
  process.exit(signalStatus(server.signal));
}
process.exit(server.code ?? 1);
