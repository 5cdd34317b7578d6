/** Polls until `check` holds or the deadline passes (a loaded machine is slow, never wrong). */
export async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
