/** When a generated result counts as failed and the built-in fallback is used (spec part 1 section 5). */
export function isFailedReflection(text: unknown): boolean {
  if (typeof text !== 'string' || !text.trim()) return true;
  return /I couldn['’]t generate a reflection/i.test(text) || /Unable to generate/i.test(text);
}

export function isFailedActionSteps(steps: unknown): boolean {
  return !Array.isArray(steps) || steps.filter((s) => typeof s === 'string' && s.trim()).length === 0;
}

export function isFailedPrayer(text: unknown): boolean {
  if (typeof text !== 'string' || !text.trim()) return true;
  return /couldn['’]t generate/i.test(text) || /error/i.test(text);
}
