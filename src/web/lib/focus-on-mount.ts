/**
 * A ref that focuses its element once it is on screen: what React's `autoFocus` did. Preact
 * leaves `autofocus` to the browser (decision 030), which honours it only while the page loads.
 * One function for every element: a ref that changed between renders would be called again, and
 * would take the focus back.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
