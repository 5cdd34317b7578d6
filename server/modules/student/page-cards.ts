// Cards another module adds to /my, handed in by server/app.ts (docs/decisions/062
// and 096): the student module sits below them, so it takes their work as values
// and never imports them.
import type { FastifyInstance, FastifyRequest } from "fastify";

/** One card of /my from another module: its HTML for the signed-in student, its styles and its form posts. */
export interface MyPageCard {
  /** The card's HTML (sections of class "card"), read per request. */
  html(app: FastifyInstance, leadId: string, request: FastifyRequest): Promise<string>;
  /** Styles its HTML needs, added to the page's own. */
  css: string;
  /** Registers its form posts under /my; `leadOf` reads the page's session cookie. */
  routes(app: FastifyInstance, leadOf: (request: FastifyRequest) => Promise<string | undefined>): Promise<void>;
}
