import { options } from 'preact';

// The app is written for React and runs on Preact (docs/decisions/057-preact-runs-the-pages.md). Preact
// runs components' effects at the next animation frame, or 35 ms later; React runs them in a task of
// their own right after the render. The pages rely on React's timing: the app takes over what a visitor
// typed before it ran as soon as it has rendered (docs/decisions/040-early-input.md), and a tab that draws
// no frames (hidden) slows Preact's fallback timer to once a second, while the live views must keep up.
// So Preact's effects run the way React runs them: in the next task, through a message channel, which
// neither a frame nor a timer holds back (nor a browser test's paused clock).

const channel = new MessageChannel();
let waiting: (() => void)[] = [];
channel.port1.onmessage = () => {
  const run = waiting;
  waiting = [];
  for (const callback of run) callback();
};

options.requestAnimationFrame = (callback) => {
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(null);
};
