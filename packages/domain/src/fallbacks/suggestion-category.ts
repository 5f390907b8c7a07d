/** The sets of goal-task suggestions (suggestions.ts, in Spanish suggestions-es.ts). */
export type SuggestionCategory =
  | 'reading'
  | 'work'
  | 'relationships'
  | 'health'
  | 'spiritual'
  | 'home'
  | 'finance'
  | 'generic';
