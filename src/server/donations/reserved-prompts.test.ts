import { beforeAll, describe, expect, it } from 'vitest';
import { captureDonation, createDonationOrder, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { approveAndCapture } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { incentiveFieldsOf } from '../../contracts/incentive-edits';
import { incentive } from '../../domain/incentives/test-incentives';
import { insertIncentives } from './incentive-store';

// An incentive whose prompt is named like a property every object inherits ('toString') once made the
// donation order answer 500: the answer was looked up with extraInfo[prompt] and found a function.

describe.each(testEngines)('incentive prompts named like built-in properties on %s', (engine) => {
  const app = appForSuite(engine);
  beforeAll(async () => {
    // Stored directly: an incentive written before the edit form refused such names, or by a seed.
    await insertIncentives(app.database.handle.db, [
      incentive('reserved-prompt', { title: 'Name a variant', infoNeeded: ['toString'] }),
    ]);
    app.answers.incentives.invalidate();
  });

  it('refuses an unanswered prompt with a sentence, not a server error', async () => {
    const created = await createDonationOrder(app, donationBody({ incentiveID: 'reserved-prompt' }));
    expect(created.status).toBe(400);
    expect(created.body.error).toContain('Please answer: toString');
  });

  it('takes the donation once the prompt is answered', async () => {
    const created = await createDonationOrder(
      app,
      donationBody({ incentiveID: 'reserved-prompt', extraInfo: { toString: 'Killer sudoku' } }),
    );
    expect(created.status).toBe(201);
    await approveAndCapture(app, created.body.id ?? '', { captureWith: captureDonation });
  });

  it('does not let organisers create such a prompt', async () => {
    const answer = await organiserPost(app, '/api/organiser/incentives', {
      key: 'another',
      incentive: incentiveFieldsOf(incentive('another', { infoNeeded: ['constructor'] })),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('reserved');
  });
});
