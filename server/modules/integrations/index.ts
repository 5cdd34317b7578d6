// The front door of the integrations module (docs/decisions/090): the integrations
// status screen: its routes. Code outside the module imports this file only; what it
// exports is what other modules may use.

export { integrationRoutes } from "./routes";
