export { HistoryTab } from './HistoryTab';
