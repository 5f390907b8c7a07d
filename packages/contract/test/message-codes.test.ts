import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contract from '../src/index';
import {
  codedMessageOf,
  englishOf,
  isMessageCode,
  MESSAGE_AREAS,
  messageOfIssue,
  spoken,
} from '../src/message-codes';
import { everyMessage } from '../src/message-samples';
import { routes } from '../src/routes';
import { mutationArgs, readPushedArgs } from '../src/sync';

type Def = Record<string, unknown> & { error?: unknown; checks?: { _zod?: { def?: { error?: unknown } } }[] };

/** Every message a schema carries (its own and its checks', through wrappers, objects, unions, pipes). */
function schemaMessages(schema: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = (schema as { _zod?: { def?: Def } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return out;
  seen.add(schema);
  const add = (error: unknown) => {
    if (typeof error !== 'function') return;
    const said = error({ code: 'custom', input: undefined });
    const text = typeof said === 'string' ? said : (said as { message?: string } | undefined)?.message;
    if (text) out.add(text);
  };
  add(def.error);
  for (const check of def.checks ?? []) add(check._zod?.def?.error);
  for (const key of ['innerType', 'in', 'out', 'element', 'valueType', 'keyType', 'left', 'right']) {
    schemaMessages(def[key], out, seen);
  }
  for (const inner of Object.values((def.shape as object | undefined) ?? {}))
    schemaMessages(inner, out, seen);
  for (const inner of (def.options as unknown[] | undefined) ?? []) schemaMessages(inner, out, seen);
  return out;
}

describe('the message codes', () => {
  it("hold every message of the routes' and the mutations' schemas, so a refusal always has its code", () => {
    const messages = new Set<string>();
    for (const route of Object.values(routes) as Record<string, unknown>[]) {
      for (const part of ['body', 'query', 'params']) schemaMessages(route[part], messages);
    }
    for (const args of Object.values(mutationArgs)) schemaMessages(args, messages);
    expect(messages.size).toBeGreaterThan(100);
    expect([...messages].filter((m) => !codedMessageOf(m))).toEqual([]);
  });

  it('hold every exported *Messages object of the contract', () => {
    const areas = new Set<unknown>(Object.values(MESSAGE_AREAS));
    const objects = Object.entries(contract).filter(([name]) => name.endsWith('Messages'));
    expect(objects.length).toBeGreaterThan(25);
    expect(objects.filter(([, value]) => !areas.has(value)).map(([name]) => name)).toEqual([]);
  });

  it('give one English one code, so a message found by its English has its one code', () => {
    const codes = new Map<string, string[]>();
    for (const message of everyMessage()) {
      if (message.values) continue;
      const english = englishOf(message);
      codes.set(english, [...(codes.get(english) ?? []), message.code]);
    }
    expect([...codes.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('give each code its English, and find a fixed English back by its code', () => {
    for (const message of everyMessage()) {
      const english = englishOf(message);
      expect(english, message.code).toMatch(/\S/);
      expect(english, message.code).not.toMatch(/undefined|NaN|\[object/);
      expect(isMessageCode(message.code)).toBe(true);
      if (!message.values)
        expect(englishOf(codedMessageOf(english) ?? { code: 'server.notValid' })).toBe(english);
    }
    expect(englishOf({ code: 'study.chapterOutOfRange', values: { book: 'Jude', chapters: 1 } })).toBe(
      'Jude has 1 chapter: choose one of 1 to 1.',
    );
    expect(isMessageCode('goal.nothing')).toBe(false);
    expect(isMessageCode('nothing')).toBe(false);
  });

  it("name a schema failure by its message's code, else by the field or key it is about", () => {
    const title = messageOfIssue({
      message: 'Choose a colour: yellow, green, blue, pink or purple',
      path: ['c'],
    });
    expect(title).toEqual({ code: 'study.colour' });
    expect(
      messageOfIssue({
        message: 'Unrecognized key: "userId"',
        code: 'unrecognized_keys',
        path: [],
        keys: ['userId'],
      }),
    ).toEqual({ code: 'server.unknownKey', values: { key: 'userId' } });
    expect(
      messageOfIssue({ message: 'Invalid input: expected boolean', code: 'invalid_type', path: ['a', 0] }),
    ).toEqual({ code: 'server.invalidValue', values: { field: 'a.0' } });
    expect(messageOfIssue({ message: 'Invalid input', path: [] })).toEqual({ code: 'server.notValid' });
    const issue = z.safeParse(contract.goalCreateBody, { title: '' }).error?.issues[0];
    expect(issue && messageOfIssue(issue)).toEqual({ code: 'field.title' });
  });

  it("carry a pushed change's schema failure as its code and English", () => {
    const id = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
    const read = readPushedArgs({
      name: 'note.create',
      args: { id, book: 'John', chapter: 3, verseStart: 16, verseEnd: 16, text: '' },
    });
    expect(read.error).toEqual({
      status: 400,
      message: 'Write something in the note',
      messageCode: 'study.noteEmpty',
      code: 'invalid_request',
    });
    expect(spoken({ code: 'readingPlan.dayPastEnd', values: { days: 4 } })).toEqual({
      message: 'This plan has 4 days; there is no day after 4.',
      messageCode: 'readingPlan.dayPastEnd',
      values: { days: 4 },
    });
  });
});
