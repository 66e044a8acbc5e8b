/**
 * Settles in a browser task of its own, as soon as the browser has handled what waits (a tap, a
 * paint): a message to ourselves, which unlike `setTimeout` is not clamped to 4 ms when nested.
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
