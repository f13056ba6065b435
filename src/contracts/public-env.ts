// The only server values the browser ever sees. The server writes them into index.html as a JSON
// data block (not a script, so the CSP needs no exception); nothing else from the config leaks.
export interface PublicEnv {
  /** PayPal client id ({key}); null while the built-in PayPal emulator is in use. */
  paypalClientId: string | null;
  /** True while payments go to the built-in emulator: pages show a test-mode notice. */
  paymentsTestMode: boolean;
  /** PERSONAL_DATA_RETENTION_DAYS, which /policy states (docs/product/order-page-and-retention.md). */
  retentionDays: number;
}

export const publicEnvElementId = 'public-env';
