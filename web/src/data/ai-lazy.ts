type AiModule = typeof import('./ai');

/**
 * The AI helpers as the screens call them. The module behind them (the AI routes' schemas and the
 * built-in texts) loads with the first call: the first screen asks for a text only when the server
 * sent none.
 */
const load = (): Promise<AiModule> => import('./ai');

export const generateReflection: AiModule['generateReflection'] = async (input) =>
  (await load()).generateReflection(input);
export const generateActionSteps: AiModule['generateActionSteps'] = async (priority) =>
  (await load()).generateActionSteps(priority);
export const generateEncouragement: AiModule['generateEncouragement'] = async (input) =>
  (await load()).generateEncouragement(input);
