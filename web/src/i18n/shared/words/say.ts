import type { I18n, MessageDescriptor } from '@lingui/core';

type AnyWording = MessageDescriptor | ((values: Record<string, unknown>, i18n: I18n) => MessageDescriptor);

/** The wording of `key` among an area's words, or undefined when it has none (a newer server's code). */
export function wordingIn(area: object | undefined, key: string): AnyWording | undefined {
  return area && Object.hasOwn(area, key) ? (area as Record<string, AnyWording>)[key] : undefined;
}

/** A wording with its values in the active language. */
export const say = (i18n: I18n, wording: AnyWording, values: object = {}): string =>
  i18n._(typeof wording === 'function' ? wording(values as Record<string, unknown>, i18n) : wording);

/**
 * A message of one area (its code and values) by that area's words, for a screen that shows it at
 * once (a rule checked on this device); its code when the area has no such key.
 */
export function sayIn(i18n: I18n, area: object, message: { code: string; values?: object }): string {
  const wording = wordingIn(area, message.code.slice(message.code.indexOf('.') + 1));
  return wording ? say(i18n, wording, message.values) : message.code;
}
