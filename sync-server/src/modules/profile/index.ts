// The profile module's door: all that code outside it may use (.dependency-cruiser.cjs).
export {
  findProfile,
  findTimeZone,
  PROFILE_COLUMNS,
  type ProfileRow,
  profileLanguage,
  toProfile,
} from './profile-repository';
export { getProfile, personTodayOf, saveProfile } from './profile-service';
export { default as profileRoutes } from './routes';
