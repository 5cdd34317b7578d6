import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { HeldMessages } from "#contracts/auto-messages";
import type { IntegrationStatus } from "#contracts/integrations";
import type { WhatsAppHealth } from "#contracts/whatsapp";
import { keys } from "../queries/keys";
import { WhatsAppHealthCard } from "./whatsapp-health";
import { HEALTH_KEY, heldKey } from "./whatsapp-held";

// The Overview's WhatsApp card with acknowledgements held over the day's limit
// (docs/decisions/082): the admin sees how many, each with its own Send now.

const health = (held: number): WhatsAppHealth => ({
  lastSentAt: "2026-11-27T04:30:00.000Z",
  lastReceivedAt: null,
  lastWebhook: null,
  lastFailure: null,
  token: null,
  webhookProblems: { count: 0, last: null },
  leadAds: [],
  automatic: { sentLast24h: 3, perDay: 3, held },
});

const heldList: HeldMessages = {
  total: 2,
  messages: ["Asha", "Bala"].map((name, i) => ({
    id: `held-${i}`,
    enquiryId: `lead-${i}`,
    name,
    kind: "acknowledgement" as const,
    channel: "whatsapp" as const,
    to: `98400000${10 + i}`,
    text: `Template enquiry_received: ${name} · our courses`,
    heldAt: "2026-11-27T05:00:00.000Z",
  })),
};

function render(held: number) {
  const client = new QueryClient();
  client.setQueryData<IntegrationStatus[]>(keys.integrations, [{ id: "whatsapp", name: "WhatsApp messages", state: "complete", missing: [] }]);
  client.setQueryData(HEALTH_KEY, health(held));
  client.setQueryData(heldKey(held), heldList);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(WhatsAppHealthCard))));
}

describe("the WhatsApp card's held messages", () => {
  it("counts the held messages and gives each its own Send now", () => {
    const html = render(2);
    expect(html).toContain("3 sent of 3 a day, 2 held");
    expect(html).toContain("2 automatic messages held");
    expect(html).toContain('aria-label="Held automatic messages"');
    expect(html.match(/>Send now<\/button>/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Send now to Asha"');
    expect(html).toContain('aria-label="Send now to Bala"');
    expect(html).toContain('href="/dashboard/enquiries/lead-0"');
  });

  it("shows no list when nothing is held", () => {
    const html = render(0);
    expect(html).toContain("3 sent of 3 a day");
    expect(html).not.toContain("held");
    expect(html).not.toContain("Send now");
  });
});
