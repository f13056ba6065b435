import { publicEnv } from '../lib/public-env';

/** Shown on every page while payments go to the built-in PayPal emulator. */
export function TestModeNotice() {
  if (!publicEnv.paymentsTestMode) return null;
  return (
    <p className="test-mode-notice" role="note">
      Test mode: payments are simulated
    </p>
  );
}
