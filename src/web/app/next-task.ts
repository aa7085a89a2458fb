/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint.
 * The app's start-up awaits it between its steps, so that no step blocks the page for long
 * (total blocking time, docs/performance.md). A message, not a timer: timers are throttled in
 * some pages and frozen by a test's paused clock, messages are not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
