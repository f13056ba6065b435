// "In the next task", for what must wait until the page has rendered but not for a frame: a message
// channel, which neither a hidden tab (it draws no frames and slows its timers to once a second) nor a
// browser test's paused clock holds back. React schedules its own work the same way.

let channel: MessageChannel | undefined;
let waiting: (() => void)[] = [];

function run() {
  const now = waiting;
  waiting = [];
  for (const callback of now) callback();
}

/** Runs `callback` in a task of its own after this one; callbacks queued meanwhile share that task. */
export function inNextTask(callback: () => void) {
  // Made on first use, in the browser: a port that listens keeps a Node process (the server's
  // rendering, a unit test) alive.
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = run;
  }
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(null);
}
