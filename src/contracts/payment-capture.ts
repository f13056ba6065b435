import { z } from 'zod';

// The capture calls (POST /api/tickets/{orderID}/capture, POST /api/orders/{orderID}/capture).
// SPEC section 7: 201 hands a body back to the payment widget (we pass on PayPal's capture body, whose
// other fields we do not promise); anything else answers { message }.

export const captureResponseSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
});
export type CaptureResponse = z.infer<typeof captureResponseSchema>;

export const captureErrorSchema = z.object({ message: z.string() });
export type CaptureError = z.infer<typeof captureErrorSchema>;
