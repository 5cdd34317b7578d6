// Serves stored images at /uploads/<id>.webp, cached for a year since an image never changes under its id
// (docs/decisions/014).

import { z } from "zod";
import { requireRole } from "../auth";
import { HttpError } from "#server/http-error";
import type { ApiServer } from "#server/route-schemas";
import { toWebp } from "./process";
import { loadImage, saveImage } from "./repository";
import { readRecordForm } from "./upload";

const FILE = /^([a-f0-9-]{36})\.webp$/;

const NO_IMAGE = "Choose a JPEG, PNG or WebP image to upload.";

/** GET /uploads/<id>.webp: an image never changes under its id, so browsers keep it a year. */
export async function imageRoutes(app: ApiServer) {
  app.get("/uploads/:file", { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const image = id ? await loadImage(app.db, id) : undefined;
    if (!image) return reply.status(404).send({ success: false, message: "Image not found" });
    return reply
      .type("image/webp")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Length", image.data.length)
      .send(Buffer.from(image.data));
  });

  /**
   * POST /api/images: an image on its own, for content that is saved as JSON (a
   * course, a facility): the editor uploads first and puts the answered path in
   * the record. Same checks and processing as a placement photo.
   */
  app.post("/api/images", { onRequest: requireRole("admin", "editor") }, async (request, reply) => {
    const form = await readRecordForm(request);
    if (!form.image) throw new HttpError(400, NO_IMAGE, { image: NO_IMAGE });
    const path = await saveImage(app.db, await toWebp(form.image));
    return reply.status(201).send({ success: true, message: "Image uploaded.", data: { path } });
  });
}
