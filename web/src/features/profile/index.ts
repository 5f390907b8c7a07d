export { AccountDataCard } from './AccountDataCard';
export { ProfileTab } from './ProfileTab';
