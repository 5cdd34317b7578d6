// The Pages section: one versioned editor per page document, chosen with tabs.

import { useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { DocumentEditor } from "./document-editor";
import { ABOUT } from "./documents/about";
import { CLIENTS } from "./documents/corporate-clients";
import { FACILITIES } from "./documents/facilities";
import { SERVICES } from "./documents/placement-services";
import { TRAINERS } from "./documents/trainers";
import { WHY_CHOOSE } from "./documents/why-choose";

const DOCUMENTS = [ABOUT, FACILITIES, WHY_CHOOSE, SERVICES, TRAINERS, CLIENTS] as const;
type DocumentKey = (typeof DOCUMENTS)[number]["key"];

/** The Pages section: one editor per page document, chosen with tabs (/dashboard/pages?page=why-choose). */
export function PagesSection() {
  const [params, setParams] = useSearchParams();
  const current = DOCUMENTS.find((d) => d.key === params.get("page")) ?? DOCUMENTS[0];
  const tabs = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Another tab is another address: with unsaved changes the dashboard asks first (unsaved-changes.tsx).
  const choose = (key: DocumentKey) => {
    if (key === current.key) return;
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set("page", key);
      return next;
    });
  };

  // Tabs: the arrow keys, Home and End move between them.
  const onKeyDown = (e: React.KeyboardEvent) => {
    const at = DOCUMENTS.findIndex((d) => d.key === current.key);
    const to = e.key === "ArrowRight" ? at + 1 : e.key === "ArrowLeft" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? DOCUMENTS.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = DOCUMENTS[(to + DOCUMENTS.length) % DOCUMENTS.length]!;
    choose(next.key);
    tabs.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <div>
        <h1 id="section-title" className="text-2xl font-bold text-brand-900">
          Pages
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          The text and pictures of the About, home, Placements and Corporate Training pages. The site shows a saved change within a few seconds.
        </p>
      </div>
      <div
        ref={tabs}
        role="tablist"
        aria-label="Page content"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex"
      >
        {DOCUMENTS.map((d) => {
          const selected = d.key === current.key;
          return (
            <button
              key={d.key}
              type="button"
              role="tab"
              data-key={d.key}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(d.key)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition sm:px-4 ${
                selected ? "bg-brand-700 text-white shadow-sm" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {d.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-label={current.label}>
        <CurrentEditor current={current} />
      </div>
    </section>
  );
}

/** Each document's editor under its own key: another tab starts from that document's saved version. */
function CurrentEditor({ current }: { current: (typeof DOCUMENTS)[number] }) {
  switch (current.key) {
    case "about":
      return <DocumentEditor key="about" spec={ABOUT} />;
    case "facilities":
      return <DocumentEditor key="facilities" spec={FACILITIES} />;
    case "why-choose":
      return <DocumentEditor key="why-choose" spec={WHY_CHOOSE} />;
    case "placement-services":
      return <DocumentEditor key="placement-services" spec={SERVICES} />;
    case "trainers":
      return <DocumentEditor key="trainers" spec={TRAINERS} />;
    case "corporate-clients":
      return <DocumentEditor key="corporate-clients" spec={CLIENTS} />;
  }
}
