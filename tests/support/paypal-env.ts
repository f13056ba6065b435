import { emulatorCredentials } from '../../emulator/paypal-emulator';

/** What a server process is configured with to take the emulator at `base` for PayPal, as it would PayPal. */
export const paypalEnvFor = (base: string) => ({
  PAYPAL_CLIENT_ID: emulatorCredentials.clientId,
  PAYPAL_CLIENT_SECRET: emulatorCredentials.clientSecret,
  PAYPAL_WEBHOOK_ID: emulatorCredentials.webhookId,
  PAYPAL_API_BASE: base,
});
