import type { FastifyInstance } from "fastify";
import { loadImage } from "./repository";

const FILE = /^([a-f0-9-]{36})\.webp$/;

/** GET /uploads/<id>.webp: an image never changes under its id, so browsers keep it a year. */
export async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>("/uploads/:file", async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const image = id ? await loadImage(app.db, id) : undefined;
    if (!image) return reply.status(404).send({ success: false, message: "Image not found" });
    return reply
      .type("image/webp")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Length", image.data.length)
      .send(Buffer.from(image.data));
  });
}
