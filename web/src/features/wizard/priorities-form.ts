import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { PRIORITY_EMPTY, type PrioritiesFormValues } from './rules';

/**
 * The priorities form (spec part 1 section 5): each of the three is a non-empty string. Its own
 * module, so zod loads when the form is first validated, not with the home page.
 */
const priority = z.string().check(z.trim(), z.minLength(1, PRIORITY_EMPTY));
export const prioritiesForm = z.object({
  priority1: priority,
  priority2: priority,
  priority3: priority,
}) satisfies z.ZodMiniType<PrioritiesFormValues, PrioritiesFormValues>;

export const prioritiesResolver: Resolver<PrioritiesFormValues> = zodResolver(prioritiesForm);
