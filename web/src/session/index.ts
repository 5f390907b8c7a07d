export { AuthContext, type AuthContextValue, type RefreshOptions, useAuth } from './current-user';
