import type { CrewRole } from '../../src/contracts/crew';
import { organiserPost } from './organiser-requests';
import type { TestApp } from './test-app';

// Crew passes as an organiser makes them on the dashboard (docs/product/organisers.md, "Crew passes").

export interface MadePass {
  id: number;
  token: string;
  link: string;
  expires: string;
}

/** Makes a pass with the shared password (or `token`, a pass or organiser token that may). */
export async function makePass(
  app: TestApp,
  role: CrewRole,
  name: string,
  options: { token?: string; days?: number } = {},
): Promise<MadePass> {
  const made = await organiserPost(
    app,
    '/api/organiser/passes',
    { role, name, ...(options.days === undefined ? {} : { days: options.days }) },
    options.token === undefined ? {} : { token: options.token },
  );
  if (made.status !== 201) throw new Error(`making a ${role} pass answered ${made.status}`);
  return made.body as MadePass;
}
