import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { type EnquiryInput, enquirySchema } from "#contracts/enquiry";

/**
 * Enquiries received while the database could not be reached, kept on this
 * server's disk until they are stored (docs/decisions/034). One file per enquiry,
 * named by arrival time and id so the oldest is stored first. Only files that
 * were completely written are ever seen: each is written under a temporary name,
 * flushed to disk, renamed into place and the folder flushed, and the visitor is
 * told the enquiry was sent only after that.
 */

/** What a file holds: the validated enquiry (with its source fields), its id and arrival time. */
export interface SpooledEnquiry {
  id: string;
  receivedAt: number;
  input: EnquiryInput;
}

const spooledSchema = z.object({ id: z.uuid(), receivedAt: z.number().int().positive(), input: enquirySchema });

/** A kept enquiry's file name: 13-digit arrival time, its id. Temporary files start with a dot. */
const KEPT = /^\d{13}-[0-9a-f-]{36}\.json$/;

/** Files the drain could not read back: moved here for a person to look at, never deleted. */
export const HELD_FOLDER = "held";

/** Flushes a folder's entries (a rename or removal in it) to disk. */
async function syncFolder(dir: string) {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class EnquirySpool {
  constructor(readonly dir: string) {}

  /** Resolves once the enquiry is on disk for good; rejects (leaving nothing behind) when it cannot be. */
  async keep(entry: SpooledEnquiry): Promise<void> {
    // Personal data: readable by the server's user only.
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${String(entry.receivedAt).padStart(13, "0")}-${entry.id}.json`;
    const temporary = path.join(this.dir, `.${name}.tmp`);
    try {
      const handle = await fs.open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify(entry));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, path.join(this.dir, name));
    } catch (err) {
      await fs.rm(temporary, { force: true });
      throw err;
    }
    await syncFolder(this.dir);
  }

  /** The kept enquiries' file names, oldest first. */
  async list(): Promise<string[]> {
    try {
      return (await fs.readdir(this.dir)).filter((name) => KEPT.test(name)).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw err;
    }
  }

  /** Reads one back, checked again with the form rules. */
  async read(name: string): Promise<SpooledEnquiry> {
    const text = await fs.readFile(path.join(this.dir, name), "utf8");
    return spooledSchema.parse(JSON.parse(text));
  }

  /** After the enquiry is committed to the database. Gone already (another server sharing the folder stored it): fine. */
  async remove(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, name), { force: true });
    await syncFolder(this.dir);
  }

  /** Moves a file that cannot be read back out of the way, keeping it. */
  async hold(name: string): Promise<string> {
    const held = path.join(this.dir, HELD_FOLDER);
    await fs.mkdir(held, { recursive: true, mode: 0o700 });
    await fs.rename(path.join(this.dir, name), path.join(held, name));
    return path.join(held, name);
  }
}
