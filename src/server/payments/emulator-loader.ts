// The server's only door into emulator/ (.dependency-cruiser.cjs keeps it so): the PayPal emulator is a
// development tool, loaded only when PayPal is not configured. The import is a literal path, so esbuild
// still bundles it into dist/server/main.js (scripts/build-server.mjs), and a live server never runs it.

export function loadPayPalEmulator() {
  return import('../../../emulator/paypal-emulator');
}
