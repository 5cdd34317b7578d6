// YouTube link helpers with no dependencies, so pages can use them without shipping zod.

const ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A youtu.be link, a youtube.com watch?v= link or an /embed/
 * link, converted to the embed form. Returns null for anything else.
 */
export function toYoutubeEmbed(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else if (url.pathname.startsWith("/embed/")) id = url.pathname.slice("/embed/".length).split("/")[0] ?? null;
  }
  return id && ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}

/** The video id of an embed URL, e.g. for a local preview. */
export const youtubeIdOf = (embedUrl: string) => /\/embed\/([A-Za-z0-9_-]{11})(?:[?/#]|$)/.exec(embedUrl)?.[1] ?? null;
