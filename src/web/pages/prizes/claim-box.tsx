import { useState } from 'react';
import { prizesTexts as texts } from '../../../../content/prizes';
import { type PrizeClaimAnswer, prizeClaimAnswerSchema } from '../../../contracts/prizes';
import { Card } from '../../components/card';
import { messageOf, postJson } from '../../lib/api';

/**
 * The claim link's secret (after '#claim=' on /prizes), taken from the address and removed from it at
 * once, so it stays out of the history, a bookmark and every Referer; a fragment never reaches the server's
 * logs either.
 */
export function takeClaimFromAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('claim');
  if (token === null) return null;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  return token;
}

type ClaimState =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'claimed'; answer: PrizeClaimAnswer }
  | { kind: 'failed'; message: string };

/** A winner confirms their claim (docs/product/prizes.md, "Winning and claiming"). */
export function ClaimBox({ token }: { token: string }) {
  const [state, setState] = useState<ClaimState>({ kind: 'ready' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const answer = await postJson('/api/prizes/claim', { token }, prizeClaimAnswerSchema);
      setState({ kind: 'claimed', answer });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error, texts.claimFailed) });
    }
  };
  return (
    <Card id="prize-claim-heading" level={2} heading={texts.claimHeading} className="prize-claim">
      <div aria-live="polite">
        {state.kind === 'claimed' ? (
          <p role="status">
            {state.answer.delivery === 'code'
              ? texts.claimedCode(state.answer.prize)
              : texts.claimedShipped(state.answer.prize)}
          </p>
        ) : (
          <>
            <p>{texts.claimIntro}</p>
            {state.kind === 'failed' && <p role="alert">{state.message}</p>}
          </>
        )}
      </div>
      {state.kind !== 'claimed' && (
        <button type="button" className="button" disabled={state.kind === 'sending'} onClick={send}>
          {state.kind === 'sending' ? texts.claiming : texts.claimButton}
        </button>
      )}
    </Card>
  );
}
