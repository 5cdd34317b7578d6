import { ApiError } from "#web/lib/api";
import { serverReason } from "#web/lib/forms/form-errors";
import { type NotifyOptions, notify } from "#web/lib/notify";

/**
 * A failure toast with the fixed text (docs/decisions/008); the server's reason (e.g. a validation
 * message) goes underneath. A 401 gets no toast: the session handler takes the
 * user to the login page with its own explanation.
 */
export function notifyFailure(message: string, err?: unknown, options?: NotifyOptions) {
  if (err instanceof ApiError && err.status === 401) return;
  const reason = serverReason(err);
  notify.error(message, { ...options, description: reason && reason !== message ? reason : undefined });
}
