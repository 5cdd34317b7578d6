// The student page's own few rules (docs/decisions/068), scoped to .my, like the
// verification page's (docs/decisions/052): the site's stylesheet holds only the
// utility classes its React components use. Colours and font are the site's
// theme variables (web/app.css), with fallbacks for the plain shell. Phone first:
// one column, large tap targets; wider screens get two columns of cards.
export const MY_CSS = `
.my{max-width:64rem;margin:0 auto;padding:1.5rem 1rem 3rem;font-family:var(--font-sans,system-ui,sans-serif);color:#0f172a;line-height:1.5}
.my h1{font-size:1.6rem;line-height:1.2;font-weight:800;color:var(--color-brand-900,#1e1b4b);margin:0 0 .4rem}
.my h2{font-size:1.15rem;font-weight:800;color:var(--color-brand-900,#1e1b4b);margin:0 0 .75rem}
.my .lead{color:#475569;margin:0 0 1.25rem}
.my .narrow{max-width:28rem;margin:0 auto}
.my .card{border:1px solid #e2e8f0;border-radius:1rem;padding:1.1rem;background:#fff;box-shadow:0 1px 2px rgb(0 0 0 / .05);margin:0 0 1rem}
.my .cards{display:grid;gap:1rem}
.my .cards>.card{margin:0}
@media (min-width:56rem){.my .cards{grid-template-columns:1fr 1fr}.my .wide{grid-column:1 / -1}}
.my .top{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:.75rem;margin-bottom:1.25rem}
.my .top p{margin:0;color:#475569;overflow-wrap:anywhere}
.my dl{display:grid;grid-template-columns:minmax(6.5rem,auto) 1fr;gap:.45rem 1rem;margin:0}
.my dt{color:#64748b;font-size:.9rem}
.my dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.my .next{background:#eef2ff;border-radius:.75rem;padding:.85rem 1rem;margin:0 0 1rem}
.my .next strong{display:block;font-size:1.1rem;color:var(--color-brand-900,#1e1b4b)}
.my .next .join{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin:.75rem 0 0}
.my .meter{height:.6rem;border-radius:999px;background:#e2e8f0;overflow:hidden;margin:.4rem 0 0}
.my .meter span{display:block;height:100%;background:var(--color-brand-600,#4f46e5)}
.my ul.rows{list-style:none;margin:0;padding:0}
.my ul.rows li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;padding:.75rem 0;border-top:1px solid #e2e8f0}
.my ul.rows li:first-child{border-top:0;padding-top:0}
.my .what{flex:1 1 12rem}
.my .what small{display:block;color:#64748b;font-size:.85rem}
.my .totals{display:flex;gap:.75rem;margin:0 0 .9rem}
.my .totals div{flex:1;background:#f8fafc;border-radius:.75rem;padding:.6rem .8rem}
.my .totals span{display:block;color:#64748b;font-size:.85rem}
.my .totals b{font-size:1.2rem}
.my .chip{display:inline-block;border-radius:999px;padding:.15rem .6rem;font-size:.8rem;font-weight:700;background:#f1f5f9;color:#334155}
.my .chip.paid,.my .chip.valid{background:#dcfce7;color:#14532d}
.my .chip.overdue,.my .chip.revoked{background:#fee2e2;color:#7f1d1d}
.my .chip.due,.my .chip.partly-paid{background:#fef3c7;color:#78350f}
.my label{display:block;font-weight:600;margin:0 0 .35rem;color:#1e293b}
.my input{width:100%;box-sizing:border-box;border:1px solid #94a3b8;border-radius:.6rem;padding:.75rem .8rem;font:inherit;font-size:1.05rem;background:#fff}
.my input.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:1.5rem;letter-spacing:.4em;text-align:center}
.my input[aria-invalid=true]{border-color:#b91c1c}
.my .field{margin:0 0 1rem}
.my .hint{color:#64748b;font-size:.875rem;margin:.4rem 0 0}
.my .button,.my button{display:inline-flex;align-items:center;justify-content:center;min-height:2.9rem;border:0;border-radius:999px;background:var(--color-brand-700,#4338ca);color:#fff;font:inherit;font-weight:700;padding:.65rem 1.3rem;cursor:pointer;text-decoration:none}
.my .button:hover,.my button:hover{background:var(--color-brand-800,#312e81)}
.my button[disabled]{opacity:.7;cursor:progress}
.my .block{width:100%}
.my .quiet{background:transparent;color:var(--color-brand-700,#4338ca);border:1px solid #c7d2fe}
.my .quiet:hover{background:#eef2ff}
.my a{color:var(--color-brand-700,#4338ca);font-weight:600}
.my :focus-visible{outline:3px solid var(--color-brand-600,#4f46e5);outline-offset:2px}
.my .alert{border-radius:.75rem;padding:.75rem 1rem;margin:0 0 1rem;font-weight:600}
.my .alert.error{background:#fee2e2;color:#7f1d1d}
.my .alert.info{background:#e0f2fe;color:#0c4a6e}
.my .row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}
.my .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.my .empty{color:#475569;margin:0}
.my .receipt{max-width:40rem;margin:0 auto}
.my .receipt>p{margin:0 0 1rem;line-height:1.45}
.my>.hint{margin-top:1.25rem}
.my .receipt table{width:100%;border-collapse:collapse;margin:1rem 0}
.my .receipt th,.my .receipt td{text-align:left;padding:.5rem 0;border-bottom:1px solid #e2e8f0;vertical-align:top}
.my .receipt td:last-child{text-align:right}
.my .receipt .total td{font-weight:800;font-size:1.1rem;border-bottom:0}
@media (max-width:30rem){.my dl{grid-template-columns:1fr;gap:.1rem}.my dd{margin-bottom:.5rem}}
@media print{body *{visibility:hidden}.my .receipt,.my .receipt *{visibility:visible}.my .receipt{position:absolute;left:0;top:0;width:100%}.my .no-print{display:none}}
.verify-plain{padding:1rem;background:#1e1b4b;color:#fff;font-family:system-ui,sans-serif}.verify-plain a{color:#fff;font-weight:800;text-decoration:none}
`.trim();
