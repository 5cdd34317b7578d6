// The front door of the lead-ads module (docs/decisions/090): Meta lead ads: the plugin
// and the leadgen queue. Code outside the module imports this file only; what it
// exports is what other modules may use.

export { registerLeadAds } from "./plugin";
export { LEAD_ADS, readLeadgen } from "./graph";
export { leadAdsProblems, queueLeadgen } from "./queue";
