// An HTTP answer thrown by a route file (docs/decisions/091): domain code throws
// the kinds in ./domain-errors.ts instead, and plugins/errors.ts answers both.

/** An error a client caused; the error handler answers it with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = "Please log in again.") => new HttpError(401, message);
