import {
  type CodedMessage,
  codedMessageOf,
  type ErrorCode,
  englishOf,
  isMessageCode,
  spoken,
} from '@reign/contract';

/** The body of an error answer saying `message` (its English, code and values) with the app's `code`. */
export const refusal = (message: CodedMessage, code: ErrorCode) => ({ ...spoken(message), code });

/** The body of an error answer saying the contract's fixed message `english` (found by its code), or `message`. */
export function refusalSaying(message: string | CodedMessage, code: ErrorCode) {
  const said = typeof message === 'string' ? codedMessageOf(message) : message;
  if (!said) throw new Error(`no message of the contract says: ${message}`);
  return refusal(said, code);
}

/**
 * Whether an error answer is the API's one shape: the English, the code of a message this contract
 * has (with its values when it has some) and the app's code, and nothing else.
 */
export function isSpokenRefusal(body: Record<string, unknown>): boolean {
  const { message, messageCode, values, code, ...rest } = body;
  if (Object.keys(rest).length > 0 || typeof code !== 'string' || !isMessageCode(messageCode)) return false;
  return message === englishOf({ code: messageCode, values } as CodedMessage);
}
