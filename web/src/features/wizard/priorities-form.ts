import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { PRIORITY_EMPTY, type PrioritiesFormValues } from './rules';

/**
 * The priorities form (spec part 1 section 5): each of the three is a non-empty string. Its own
 * module, so zod loads when the form is first validated, not with the home page.
 */
export const prioritiesForm = z.object({
  priority1: z.string().trim().min(1, PRIORITY_EMPTY),
  priority2: z.string().trim().min(1, PRIORITY_EMPTY),
  priority3: z.string().trim().min(1, PRIORITY_EMPTY),
}) satisfies z.ZodType<PrioritiesFormValues, PrioritiesFormValues>;

export const prioritiesResolver: Resolver<PrioritiesFormValues> = zodResolver(prioritiesForm);
