import Fastify from 'fastify';
import paypalEmulator from '../../emulator/paypal-emulator';

// The app's own PayPal emulator, served alone and kept in memory, for a second checkout rush: the app
// runs in live mode against it, so the rush measures the app's purchase path alone, and the built-in
// emulator's journal store (docs/decisions/022) can be compared with it. Like PayPal (and the built-in
// emulator) it sends a webhook per capture to WEBHOOK_URL, so the app does the same work in both rushes.
// Run by the benchmark: node --import tsx scripts/bench/paypal-stand-in.ts (PORT, WEBHOOK_URL in env).

const app = Fastify({ logger: { level: 'warn' } });
await app.register(paypalEmulator, { prefix: '/paypal-emulator', webhookUrl: process.env.WEBHOOK_URL });
app.get('/ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
