// The profile module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { findProfile, PROFILE_COLUMNS, type ProfileRow, toProfile } from './profile-repository';
export { getProfile, saveProfile } from './profile-service';
export { default as profileRoutes } from './routes';
