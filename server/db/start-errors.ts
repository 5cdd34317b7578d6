import type { Config } from "../config";

// A PostgreSQL database that is missing or refuses us is the first thing a new
// install meets (docs/decisions/056): the start stops with one sentence saying
// which database and what to run, not a stack trace. The password is never shown.

const codeOf = (err: unknown): string | undefined => {
  for (let e = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
};

/** One plain sentence for a PostgreSQL database that does not exist or refuses the user; undefined for anything else. */
export function databaseStartProblem(database: Config["database"], err: unknown): string | undefined {
  if (database.kind !== "postgres") return undefined;
  let url: URL;
  try {
    url = new URL(database.url);
  } catch {
    return undefined;
  }
  const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres";
  const host = url.hostname || "localhost";
  const port = url.port || "5432";
  const user = decodeURIComponent(url.username) || process.env.USER || "postgres";
  const where = `on ${host}:${port}`;
  switch (codeOf(err)) {
    case "3D000":
      return `The PostgreSQL database "${name}" does not exist ${where}: create it with \`createdb -h ${host} -p ${port} -U ${user} ${name}\` and start again.`;
    case "28P01":
    case "28000":
      return `PostgreSQL ${where} refused user "${user}" for database "${name}": check the user and password in DATABASE_URL, or create the user with \`createuser -h ${host} -p ${port} -U postgres --pwprompt ${user}\` and give it the database with \`createdb -h ${host} -p ${port} -U postgres -O ${user} ${name}\`.`;
    case "42501":
      return `PostgreSQL ${where} does not let user "${user}" use database "${name}": give it the database with \`psql -h ${host} -p ${port} -U postgres -c 'ALTER DATABASE "${name}" OWNER TO "${user}"'\` and start again.`;
    default:
      return undefined;
  }
}
