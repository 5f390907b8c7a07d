import { giveawayRoutes } from '@reign/contract/giveaways';
import { scriptureAdminRoutes } from '@reign/contract/scripture-admin';
import { sendfoxRoutes } from '@reign/contract/sendfox';
import { seriesAdminRoutes } from '@reign/contract/series-admin';
import { uploadRoutes } from '@reign/contract/uploads';
import { userSupportRoutes } from '@reign/contract/user-support';
import { userAdminRoutes } from '@reign/contract/users';
import { type ApiBody, callAllPages, callApi } from '../../api';

/** One file as the multipart form an upload route reads (its field named by the contract). */
function fileForm(route: { upload: { field: string } }, file: File): FormData {
  const form = new FormData();
  form.append(route.upload.field, file);
  return form;
}

export async function uploadAudio(file: File): Promise<string> {
  const route = uploadRoutes.adminUploadAudio;
  return (await callApi(route, { body: fileForm(route, file) })).audioUrl;
}

export async function uploadGiveawayImage(file: File): Promise<string> {
  const route = uploadRoutes.adminUploadGiveawayImage;
  return (await callApi(route, { body: fileForm(route, file) })).imagePath;
}

/** The WEB text of a reference, or null when it is not a known reference. */
export async function lookupVerse(reference: string): Promise<string | null> {
  try {
    const result = await callApi(scriptureAdminRoutes.bibleLookup, { query: { reference } });
    return result.text;
  } catch {
    return null;
  }
}

const id = (value: number) => ({ params: { id: value } });
const { adminScriptures, adminCreateScripture, adminUpdateScripture, adminDeleteScripture } =
  scriptureAdminRoutes;
const { adminGiveaways, adminCreateGiveaway, adminUpdateGiveaway, adminDeleteGiveaway, adminDrawWinner } =
  giveawayRoutes;
const series = seriesAdminRoutes;
const users = userAdminRoutes;

export const adminApi = {
  scriptures: () => callAllPages(adminScriptures),
  createScripture: (body: ApiBody<typeof adminCreateScripture>) => callApi(adminCreateScripture, { body }),
  updateScripture: (scriptureId: number, body: ApiBody<typeof adminUpdateScripture>) =>
    callApi(adminUpdateScripture, { ...id(scriptureId), body }),
  deleteScripture: (scriptureId: number) => callApi(adminDeleteScripture, id(scriptureId)),
  generateScriptureReflection: (body: ApiBody<typeof scriptureAdminRoutes.adminGenerateReflection>) =>
    callApi(scriptureAdminRoutes.adminGenerateReflection, { body }),

  giveaways: () => callAllPages(adminGiveaways),
  createGiveaway: (body: ApiBody<typeof adminCreateGiveaway>) => callApi(adminCreateGiveaway, { body }),
  updateGiveaway: (giveawayId: number, body: ApiBody<typeof adminUpdateGiveaway>) =>
    callApi(adminUpdateGiveaway, { ...id(giveawayId), body }),
  deleteGiveaway: (giveawayId: number) => callApi(adminDeleteGiveaway, id(giveawayId)),
  drawWinner: (giveawayId: number) => callApi(adminDrawWinner, id(giveawayId)),

  series: () => callAllPages(series.adminSeries),
  createSeries: (body: ApiBody<typeof series.adminCreateSeries>) =>
    callApi(series.adminCreateSeries, { body }),
  updateSeries: (topicId: number, body: ApiBody<typeof series.adminUpdateSeries>) =>
    callApi(series.adminUpdateSeries, { ...id(topicId), body }),
  deleteSeries: (topicId: number) => callApi(series.adminDeleteSeries, id(topicId)),
  seriesEntries: (topicId: number) => callApi(series.adminSeriesEntries, id(topicId)),
  createSeriesEntry: (topicId: number, body: ApiBody<typeof series.adminCreateSeriesEntry>) =>
    callApi(series.adminCreateSeriesEntry, { ...id(topicId), body }),
  updateSeriesEntry: (
    topicId: number,
    entryId: number,
    body: ApiBody<typeof series.adminUpdateSeriesEntry>,
  ) => callApi(series.adminUpdateSeriesEntry, { params: { id: topicId, entryId }, body }),
  deleteSeriesEntry: (topicId: number, entryId: number) =>
    callApi(series.adminDeleteSeriesEntry, { params: { id: topicId, entryId } }),
  generateSeriesReflection: (body: ApiBody<typeof series.adminGenerateSeriesReflection>) =>
    callApi(series.adminGenerateSeriesReflection, { body }),

  users: (search: string, page: number, pageSize = 50) =>
    callApi(users.adminUsers, { query: { search, page, pageSize } }),
  userAnalytics: (userId: number) => callApi(users.adminUserAnalytics, id(userId)),
  userReferrals: (userId: number) => callAllPages(users.adminUserReferrals, id(userId)),
  userShares: (userId: number) => callApi(users.adminUserShares, id(userId)),
  userEntries: (userId: number) => callApi(users.adminUserEntries, id(userId)),
  userPoints: (userId: number) => callApi(users.adminUserPoints, id(userId)),
  userMembership: (userId: number) => callApi(userSupportRoutes.adminUserMembership, id(userId)),
  changeMembership: (userId: number, body: ApiBody<typeof userSupportRoutes.adminChangeMembership>) =>
    callApi(userSupportRoutes.adminChangeMembership, { ...id(userId), body }),
  makeResetCode: (userId: number) => callApi(userSupportRoutes.adminUserResetCode, id(userId)),

  sendfoxLists: () => callApi(sendfoxRoutes.sendfoxLists),
  sendfoxCreateList: (name: string) => callApi(sendfoxRoutes.sendfoxCreateList, { body: { name } }),
  sendfoxExport: (body: ApiBody<typeof sendfoxRoutes.sendfoxExport>) =>
    callApi(sendfoxRoutes.sendfoxExport, { body }),
  sendfoxExportFiltered: (body: ApiBody<typeof sendfoxRoutes.sendfoxExportFiltered>) =>
    callApi(sendfoxRoutes.sendfoxExportFiltered, { body }),
};
