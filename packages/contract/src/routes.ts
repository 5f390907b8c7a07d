import { z } from 'zod';
import {
  actionStepsBody,
  actionStepsResponse,
  encouragementBody,
  encouragementResponse,
  goalTasksBody,
  goalTasksResponse,
  reflectionBody,
  reflectionResponse,
} from './ai';
import { loginBody, logoutResponse, publicUser, registerBody } from './auth';
import { idParams, okResponse } from './common';
import { dailyActionCompletionList, dailyActionsSaveBody, dateParams } from './daily-actions';
import { entryCreateBody, entryCreateResponse, entryList } from './entries';
import { goal, goalCreateBody, goalCreateResponse, goalList, goalUpdateBody } from './goals';
import { healthResponse } from './health';
import { messageResponse, requestResetBody, resetPasswordBody } from './password-reset';
import { paymentIntentResponse, paymentsConfig, upgradeBody } from './payments';
import { profile, profileBody } from './profile';
import { reflectionList } from './reflections';
import {
  earnedAchievement,
  enterGiveawayBody,
  enterGiveawayResponse,
  giveaway,
  giveawayEntry,
  referralStats,
  shareBody,
  shareResponse,
} from './rewards';
import { todayScripture } from './scripture';
import {
  completeDayBody,
  continueBody,
  continueResponse,
  enrollBody,
  seriesDayParams,
  seriesEntry,
  seriesProgress,
  seriesTopic,
} from './series';
import { pullQuery, pullResponse, pushBody, pushResponse } from './sync';
import { task, taskCreateBody, taskList, taskUpdateBody } from './tasks';

const seriesTopicList = z.array(seriesTopic);
const giveawayList = z.array(giveaway);
const giveawayEntryList = z.array(giveawayEntry);
const achievementList = z.array(earnedAchievement);
const seriesProgressList = z.array(seriesProgress);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  /** who may call it; the server enforces this, the web only mirrors it */
  access: 'public' | 'signed-in' | 'paid' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the success status; 200 unless said */
  status?: 200 | 201 | 204;
  response: z.ZodType;
}

/**
 * The route table: one entry per API call, read by the server (validation, OpenAPI) and by the
 * web's typed client. Add a route here first, then its handler.
 */
export const routes = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Server and database status',
    tags: ['system'],
    access: 'public',
    response: healthResponse,
  },
  register: {
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and sign in',
    tags: ['auth'],
    access: 'public',
    body: registerBody,
    status: 201,
    response: publicUser,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in with username and password',
    tags: ['auth'],
    access: 'public',
    body: loginBody,
    response: publicUser,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    summary: 'End the current session',
    tags: ['auth'],
    access: 'public',
    response: logoutResponse,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/request-password-reset',
    summary: 'E-mail a reset code (the same answer whether or not the account exists)',
    tags: ['auth'],
    access: 'public',
    body: requestResetBody,
    response: messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    summary: 'Set a new password with an e-mailed code; ends every session of the account',
    tags: ['auth'],
    access: 'public',
    body: resetPasswordBody,
    response: messageResponse,
  },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    tags: ['auth'],
    access: 'signed-in',
    response: publicUser,
  },
  createEntry: {
    method: 'POST',
    path: '/api/entries',
    summary: 'Save a daily plan (idempotent for a client-made id)',
    tags: ['entries'],
    access: 'signed-in',
    body: entryCreateBody,
    status: 201,
    response: entryCreateResponse,
  },
  listEntries: {
    method: 'GET',
    path: '/api/entries/user',
    summary: "The signed-in user's daily plans, newest first",
    tags: ['entries'],
    access: 'signed-in',
    response: entryList,
  },
  listGoals: {
    method: 'GET',
    path: '/api/goals',
    summary: "The signed-in user's goals",
    tags: ['goals'],
    access: 'signed-in',
    response: goalList,
  },
  createGoal: {
    method: 'POST',
    path: '/api/goals',
    summary: 'Create a goal (free members: one goal)',
    tags: ['goals'],
    access: 'signed-in',
    body: goalCreateBody,
    status: 201,
    response: goalCreateResponse,
  },
  updateGoal: {
    method: 'PUT',
    path: '/api/goals/:id',
    summary: 'Change a goal: the edit form fields, or only progressPercentage',
    tags: ['goals'],
    access: 'signed-in',
    params: idParams,
    body: goalUpdateBody,
    response: goal,
  },
  deleteGoal: {
    method: 'DELETE',
    path: '/api/goals/:id',
    summary: 'Delete a goal and its tasks',
    tags: ['goals'],
    access: 'signed-in',
    params: idParams,
    response: okResponse,
  },
  listTasks: {
    method: 'GET',
    path: '/api/tasks',
    summary: "The signed-in user's tasks",
    tags: ['tasks'],
    access: 'signed-in',
    response: taskList,
  },
  createTask: {
    method: 'POST',
    path: '/api/tasks',
    summary: 'Create a task (standalone or for a goal)',
    tags: ['tasks'],
    access: 'signed-in',
    body: taskCreateBody,
    status: 201,
    response: task,
  },
  updateTask: {
    method: 'PUT',
    path: '/api/tasks/:id',
    summary: 'Change a task',
    tags: ['tasks'],
    access: 'signed-in',
    params: idParams,
    body: taskUpdateBody,
    response: task,
  },
  deleteTask: {
    method: 'DELETE',
    path: '/api/tasks/:id',
    summary: 'Delete a task',
    tags: ['tasks'],
    access: 'signed-in',
    params: idParams,
    response: okResponse,
  },
  completeTask: {
    method: 'POST',
    path: '/api/tasks/:id/complete',
    summary: 'Mark a task complete',
    tags: ['tasks'],
    access: 'signed-in',
    params: idParams,
    response: task,
  },
  uncompleteTask: {
    method: 'POST',
    path: '/api/tasks/:id/uncomplete',
    summary: 'Mark a task open again',
    tags: ['tasks'],
    access: 'signed-in',
    params: idParams,
    response: task,
  },
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    summary: "The signed-in user's profile (defaults when never saved)",
    tags: ['profile'],
    access: 'signed-in',
    response: profile,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    summary: 'Save the profile',
    tags: ['profile'],
    access: 'signed-in',
    body: profileBody,
    response: profile,
  },
  dailyActionsForDate: {
    method: 'GET',
    path: '/api/daily-actions/date/:date',
    summary: 'Action completions of the daily plans of one date',
    tags: ['daily-actions'],
    access: 'signed-in',
    params: dateParams,
    response: dailyActionCompletionList,
  },
  saveDailyActions: {
    method: 'POST',
    path: '/api/daily-actions/save',
    summary: "Save the checked state of one plan's actions together",
    tags: ['daily-actions'],
    access: 'signed-in',
    body: dailyActionsSaveBody,
    response: dailyActionCompletionList,
  },
  syncPush: {
    method: 'POST',
    path: '/api/sync/push',
    summary: "Apply a client's queued mutations in order (idempotent per client and seq)",
    tags: ['sync'],
    access: 'signed-in',
    body: pushBody,
    response: pushResponse,
  },
  syncPull: {
    method: 'GET',
    path: '/api/sync/pull',
    summary: 'Rows of the signed-in user changed after a cursor, with tombstones, paged',
    tags: ['sync'],
    access: 'signed-in',
    query: pullQuery,
    response: pullResponse,
  },
  todayScripture: {
    method: 'GET',
    path: '/api/today-scripture',
    summary: "Today's verse (America/Chicago date) with its reflection and audio",
    tags: ['scripture'],
    access: 'public',
    response: todayScripture,
  },
  aiReflection: {
    method: 'POST',
    path: '/api/ai/reflection',
    summary: 'A reflection on a verse (the built-in one when AI is off or fails)',
    tags: ['ai'],
    access: 'public',
    body: reflectionBody,
    response: reflectionResponse,
  },
  aiActionSteps: {
    method: 'POST',
    path: '/api/ai/action-steps',
    summary: 'Action steps for a priority (built-in ones when AI is off or fails)',
    tags: ['ai'],
    access: 'public',
    body: actionStepsBody,
    response: actionStepsResponse,
  },
  aiEncouragement: {
    method: 'POST',
    path: '/api/ai/encouragement',
    summary: "A prayer naming the day's priorities (a built-in one when AI is off or fails)",
    tags: ['ai'],
    access: 'public',
    body: encouragementBody,
    response: encouragementResponse,
  },
  aiGoalTasks: {
    method: 'POST',
    path: '/api/ai/goal-tasks',
    summary:
      'Tasks suggested for a goal, to review before saving (built-in suggestions when AI is off or fails)',
    tags: ['ai'],
    access: 'public',
    body: goalTasksBody,
    response: goalTasksResponse,
  },
  paymentsConfig: {
    method: 'GET',
    path: '/api/payments/config',
    summary: 'Whether card payments are set up, the publishable key, and the price',
    tags: ['payments'],
    access: 'public',
    response: paymentsConfig,
  },
  createPaymentIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    summary: 'A Stripe PaymentIntent for the $100 lifetime membership (an open one is reused)',
    tags: ['payments'],
    access: 'signed-in',
    response: paymentIntentResponse,
  },
  upgradeToPaid: {
    method: 'POST',
    path: '/api/upgrade-to-paid',
    summary: 'Mark the user paid after checking the PaymentIntent with Stripe',
    tags: ['payments'],
    access: 'signed-in',
    body: upgradeBody,
    response: publicUser,
  },
  personalReflections: {
    method: 'GET',
    path: '/api/reflections',
    summary: "The user's own saved plans as reflections (paid members)",
    tags: ['reflections'],
    access: 'paid',
    response: reflectionList,
  },
  scheduledReflections: {
    method: 'GET',
    path: '/api/reflections/scheduled',
    summary: 'Scheduled scriptures up to today (active only)',
    tags: ['reflections'],
    access: 'signed-in',
    response: reflectionList,
  },
  seriesTopics: {
    method: 'GET',
    path: '/api/series/topics',
    summary: 'The active 7-day series, in order',
    tags: ['series'],
    access: 'paid',
    response: seriesTopicList,
  },
  seriesProgressList: {
    method: 'GET',
    path: '/api/series/progress',
    summary: "The user's series progress",
    tags: ['series'],
    access: 'paid',
    response: seriesProgressList,
  },
  seriesEnroll: {
    method: 'POST',
    path: '/api/series/enroll',
    summary: 'Start a series at day 1 (or restart a completed one); it becomes the active series',
    tags: ['series'],
    access: 'paid',
    body: enrollBody,
    response: seriesProgress,
  },
  seriesContinue: {
    method: 'POST',
    path: '/api/series/continue',
    summary: 'Make an enrolled series the active one and answer its current day',
    tags: ['series'],
    access: 'paid',
    body: continueBody,
    response: continueResponse,
  },
  seriesDay: {
    method: 'GET',
    path: '/api/series/:topicId/days/:day',
    summary: 'One day of a series (days up to the current one)',
    tags: ['series'],
    access: 'paid',
    params: seriesDayParams,
    response: seriesEntry,
  },
  seriesCompleteDay: {
    method: 'POST',
    path: '/api/series/days/complete',
    summary: "Save a series day's plan; the series moves to the next day, and completes after day 7",
    tags: ['series'],
    access: 'paid',
    body: completeDayBody,
    response: seriesProgress,
  },
  shareScripture: {
    method: 'POST',
    path: '/api/shares',
    summary: 'Record a share of a verse: a short link, share points (capped per day), achievements',
    tags: ['rewards'],
    access: 'signed-in',
    body: shareBody,
    status: 201,
    response: shareResponse,
  },
  referralStats: {
    method: 'GET',
    path: '/api/referral-stats',
    summary: "The user's referral code, link and referred friends",
    tags: ['rewards'],
    access: 'signed-in',
    response: referralStats,
  },
  giveaways: {
    method: 'GET',
    path: '/api/giveaways',
    summary: 'Active giveaways (end date in the future)',
    tags: ['rewards'],
    access: 'public',
    response: giveawayList,
  },
  userGiveawayEntries: {
    method: 'GET',
    path: '/api/user/giveaway-entries',
    summary: "The user's giveaway entries",
    tags: ['rewards'],
    access: 'signed-in',
    response: giveawayEntryList,
  },
  enterGiveaway: {
    method: 'POST',
    path: '/api/enter-giveaway',
    summary: 'Spend points on a giveaway entry (requirement when pointsSpent is missing)',
    tags: ['rewards'],
    access: 'signed-in',
    body: enterGiveawayBody,
    response: enterGiveawayResponse,
  },
  userAchievements: {
    method: 'GET',
    path: '/api/user/achievements',
    summary: "The user's achievements",
    tags: ['rewards'],
    access: 'signed-in',
    response: achievementList,
  },
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
