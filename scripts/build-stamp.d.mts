// Types of build-stamp.mjs (plain JavaScript, so `npm start` runs it with node alone), for its tests.
export function inputsHash(root: string): string;
export function buildIsCurrent(root: string, distDir: string, hash?: string): boolean;
export function forgetBuild(distDir: string): void;
export function recordBuild(distDir: string, hash: string): void;
