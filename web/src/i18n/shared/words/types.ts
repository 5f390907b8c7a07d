import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MESSAGE_AREAS } from '@reign/contract/message-codes';

type Areas = typeof MESSAGE_AREAS;

/**
 * How the device words one message of the contract: a fixed message's descriptor, or for one with
 * values a function of them (and of the runtime, for numbers and the words inside it).
 */
export type Wording<W> = W extends (values: infer V) => string
  ? (values: V, i18n: I18n) => MessageDescriptor
  : MessageDescriptor;

/** The wording of every message of the area `A`: a code without wording does not compile. */
export type AreaWords<A extends keyof Areas> = { [K in keyof Areas[A]]: Wording<Areas[A][K]> };

/** Every area's wording. */
export type MessageWords = { [A in keyof Areas]: AreaWords<A> };
