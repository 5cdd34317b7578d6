// A public page is on screen seconds before its scripts on a slow phone, and the
// student feedback page's first thing is a row of Play buttons. A press on one
// before its code has arrived did nothing, and a visitor who pressed once and
// saw nothing happen rarely presses again. The page's starter (written into the
// HTML, web/public-page-scripts.tsx) keeps that press: it marks the button
// (`data-pressed`, so it shows it was taken) and keeps the element; the button's
// component, once hydrated on that same element, plays it (video-facade.tsx).

/** The attribute a button carries when a press before hydration should be kept for it. */
export const KEEP_PRESS_ATTRIBUTE = "data-keep-press";
/** The window property the starter writes the pressed element to. */
export const PRESSED_KEY = "ctaPressedBeforeHydration" as const;

declare global {
  interface Window {
    /** Written by the starter (keepPressScript), read once by the pressed button's component. */
    ctaPressedBeforeHydration?: Element;
  }
}

/**
 * The starter's part (a script in the HTML, before any module): a press in the
 * capture phase on the document, so it is seen before React's own listener on
 * the page root, which drops a press on a part not hydrated yet.
 */
export const keepPressScript =
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${KEEP_PRESS_ATTRIBUTE}]");` +
  `if(b&&!b.disabled){window.${PRESSED_KEY}=b;b.setAttribute("data-pressed","")}},true);`;

/** True once for the element the visitor pressed before it was hydrated; the press is then used. */
export function takePressBeforeHydration(element: Element | null): boolean {
  if (!element || window[PRESSED_KEY] !== element) return false;
  window[PRESSED_KEY] = undefined;
  return true;
}

/** A press the component handled itself (it was hydrated by then) is not played again later. */
export function forgetPressBeforeHydration() {
  window[PRESSED_KEY] = undefined;
}
