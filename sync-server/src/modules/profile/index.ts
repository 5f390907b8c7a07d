// The profile module's door: all that code outside it may use (.dependency-cruiser.cjs).
<<<<<<< HEAD
export { findProfile, findTimeZone, PROFILE_COLUMNS, type ProfileRow, toProfile } from './profile-repository';
export { getProfile, personTodayOf, saveProfile } from './profile-service';
=======
export {
  findProfile,
  PROFILE_COLUMNS,
  type ProfileRow,
  profileLanguage,
  toProfile,
} from './profile-repository';
export { getProfile, saveProfile } from './profile-service';
>>>>>>> 19f1f76 (The server's words in the person's language: the code mails (reset, confirmation) and the morning reminder from a typed English/Spanish catalogue; the member's chosen language, else the request's (cookie, Accept-Language); the reminder names the verse's and the reading's books in the RV1909's Spanish (localReference in packages/bible))
export { default as profileRoutes } from './routes';
