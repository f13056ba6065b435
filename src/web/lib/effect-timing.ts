import { options } from 'preact';
import { inNextTask } from './next-task';

// The app is written for React and runs on Preact (docs/decisions/057-preact-runs-the-pages.md). Preact
// runs components' effects at the next animation frame, or 35 ms later; React runs them in a task of
// their own right after the render. The pages rely on React's timing: the app takes over what a visitor
// typed before it ran as soon as it has rendered (docs/decisions/040-early-input.md), and a tab that draws
// no frames (hidden) slows Preact's fallback timer to once a second, while the live views must keep up.
options.requestAnimationFrame = inNextTask;
