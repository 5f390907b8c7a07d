// Types of start-stamp.mjs, for the server tests that check it.
export function filesUnder(path: string): string[];
export function hashFiles(root: string, paths: string[]): string;
export function installHash(root: string): string;
export function buildHash(root: string): string;
export function stepsToRun(input: {
  stamp: { install?: string; build?: string } | null;
  install: string;
  build: string;
  hasModules: boolean;
  hasBuild: boolean;
}): { install: boolean; build: boolean };
