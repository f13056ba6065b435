import { type EditionPreview, editionPreviewSchema } from '../../../contracts/edition-preview';
import { requestJson } from '../api';
import { organiserSignInStorageKey } from '../organiser-sign-in-key';

// An organiser's `?edition=ID` preview of a public page (docs/product/organisers.md, "Editions";
// docs/decisions/082-the-public-site-follows-the-current-edition.md). Loaded only when the address asks
// for one, so no other visitor pays for it. Without this tab's organiser sign-in nothing is asked: the
// page shows the current edition, as it does to everyone.

/** The token this tab's organiser sign-in holds, while it has not expired. */
function signedInToken(): string | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(organiserSignInStorageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { token, expiresMs } = stored as { token?: unknown; expiresMs?: unknown };
    return typeof token === 'string' && typeof expiresMs === 'number' && expiresMs > Date.now()
      ? token
      : null;
  } catch {
    return null;
  }
}

/** The previewed edition, or null: no sign-in, no such edition, or the sign-in may not see it. */
export async function loadEditionPreview(id: string, signal: AbortSignal): Promise<EditionPreview | null> {
  const token = signedInToken();
  if (token === null || !/^\d{1,9}$/.test(id)) return null;
  const preview = await requestJson(`/api/organiser/editions/${id}/preview`, editionPreviewSchema, {
    signal,
    headers: { authorization: `Bearer ${token}` },
  });
  // The current edition needs no banner: the page already shows it as everyone sees it.
  return preview.current ? null : preview;
}
