import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readApiError, readCaptureError, readChangeNotice, readCreatedOrder } from './answers-wire';
import { changeNotice, changeNoticeSchema } from './change-notice';
import { apiErrorSchema } from './errors';
import { captureErrorSchema, createdOrderSchema } from './payment-capture';
import { answerRecord, expectReadsAsSchema, isoTime, mostly } from './test-wire-readers';

// The public pages read these answers by hand, without zod (wire-checks.ts); each reads as its schema.

const same = <T>(parsed: T) => parsed;

describe('the hand readers of refusals, orders and notices', () => {
  it("read a refusal's sentence as apiErrorSchema does", () => {
    expectReadsAsSchema(answerRecord({ error: mostly(fc.string()) }), apiErrorSchema, readApiError, same);
  });

  it('read a created order as createdOrderSchema does', () => {
    const answers = answerRecord({ id: mostly(fc.string({ maxLength: 20 })) });
    expectReadsAsSchema(answers, createdOrderSchema, readCreatedOrder, same);
  });

  it('read a refused capture, declined or not, as captureErrorSchema does', () => {
    const answers = answerRecord({
      message: mostly(fc.string()),
      issue: fc.oneof(fc.constant('INSTRUMENT_DECLINED'), fc.constant(undefined), fc.constant('OTHER')),
    });
    expectReadsAsSchema(answers, captureErrorSchema, readCaptureError, same);
    expect(readCaptureError({ message: 'Declined', issue: 'INSTRUMENT_DECLINED' })).toEqual({
      message: 'Declined',
      issue: 'INSTRUMENT_DECLINED',
    });
  });

  it('read a change notice as changeNoticeSchema does', () => {
    expectReadsAsSchema(answerRecord({ time: mostly(isoTime) }), changeNoticeSchema, readChangeNotice, same);
    expect(readChangeNotice(changeNotice(0))).toEqual({ time: '1970-01-01T00:00:00.000Z' });
  });
});
