import { type RouteSpec, routes } from '@reign/contract';
import type { z } from 'zod';
import { callRoute } from '../../sync/api';
import { ApiError, apiRequest } from '../../sync/http';

type ResponseOf<R extends RouteSpec> = z.output<R['response']>;

/** Fills `:name` placeholders of a contract path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

/** Calls a contract route that has path parameters and/or a query string. */
export async function callWith<R extends RouteSpec>(
  route: R,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
  },
): Promise<ResponseOf<R>> {
  let path = routePath(route.path, options.params);
  if (options.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query)) search.set(key, String(value));
    path += `?${search.toString()}`;
  }
  const response = await apiRequest(route.method, path, options.body);
  return route.response.parse(await response.json()) as ResponseOf<R>;
}

/** POSTs one file as multipart (`field`), with cookies; rejects with an ApiError carrying `{message}`. */
async function uploadFile(path: string, field: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append(field, file);
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response.json();
}

export async function uploadAudio(file: File): Promise<string> {
  const json = await uploadFile(routes.adminUploadAudio.path, 'audio', file);
  return routes.adminUploadAudio.response.parse(json).audioUrl;
}

export async function uploadGiveawayImage(file: File): Promise<string> {
  const json = await uploadFile(routes.adminUploadGiveawayImage.path, 'image', file);
  return routes.adminUploadGiveawayImage.response.parse(json).imagePath;
}

/** The WEB text of a reference, or null when it is not a known reference. */
export async function lookupVerse(reference: string): Promise<string | null> {
  try {
    const result = await callWith(routes.bibleLookup, { query: { reference } });
    return result.text;
  } catch {
    return null;
  }
}

export const generateReflection = (verse: string, reference: string) =>
  callRoute(routes.aiReflection, { verse, reference });

const id = (value: number) => ({ params: { id: value } });

export const adminApi = {
  scriptures: () => callRoute(routes.adminScriptures),
  createScripture: (body: unknown) => callWith(routes.adminCreateScripture, { body }),
  updateScripture: (scriptureId: number, body: unknown) =>
    callWith(routes.adminUpdateScripture, { ...id(scriptureId), body }),
  deleteScripture: (scriptureId: number) => callWith(routes.adminDeleteScripture, id(scriptureId)),

  giveaways: () => callRoute(routes.adminGiveaways),
  createGiveaway: (body: unknown) => callWith(routes.adminCreateGiveaway, { body }),
  updateGiveaway: (giveawayId: number, body: unknown) =>
    callWith(routes.adminUpdateGiveaway, { ...id(giveawayId), body }),
  deleteGiveaway: (giveawayId: number) => callWith(routes.adminDeleteGiveaway, id(giveawayId)),
  drawWinner: (giveawayId: number) => callWith(routes.adminDrawWinner, id(giveawayId)),

  series: () => callRoute(routes.adminSeries),
  createSeries: (body: unknown) => callWith(routes.adminCreateSeries, { body }),
  updateSeries: (topicId: number, body: unknown) =>
    callWith(routes.adminUpdateSeries, { ...id(topicId), body }),
  deleteSeries: (topicId: number) => callWith(routes.adminDeleteSeries, id(topicId)),
  seriesEntries: (topicId: number) => callWith(routes.adminSeriesEntries, id(topicId)),
  createSeriesEntry: (topicId: number, body: unknown) =>
    callWith(routes.adminCreateSeriesEntry, { ...id(topicId), body }),
  updateSeriesEntry: (topicId: number, entryId: number, body: unknown) =>
    callWith(routes.adminUpdateSeriesEntry, { params: { id: topicId, entryId }, body }),
  deleteSeriesEntry: (topicId: number, entryId: number) =>
    callWith(routes.adminDeleteSeriesEntry, { params: { id: topicId, entryId } }),
  generateSeriesReflection: (body: {
    verse: string;
    verseReference: string;
    seriesTitle: string;
    dayTitle: string;
    dayNumber?: number;
  }) => callWith(routes.adminGenerateSeriesReflection, { body }),

  users: (search: string, page: number, pageSize = 50) =>
    callWith(routes.adminUsers, { query: { search, page, pageSize } }),
  userAnalytics: (userId: number) => callWith(routes.adminUserAnalytics, id(userId)),
  userReferrals: (userId: number) => callWith(routes.adminUserReferrals, id(userId)),
  userShares: (userId: number) => callWith(routes.adminUserShares, id(userId)),
  userEntries: (userId: number) => callWith(routes.adminUserEntries, id(userId)),

  sendfoxLists: () => callRoute(routes.sendfoxLists),
  sendfoxCreateList: (name: string) => callRoute(routes.sendfoxCreateList, { name }),
  sendfoxExport: (body: unknown) => callWith(routes.sendfoxExport, { body }),
  sendfoxExportFiltered: (body: unknown) => callWith(routes.sendfoxExportFiltered, { body }),
};
