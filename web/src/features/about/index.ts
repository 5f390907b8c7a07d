// features/about: what the app's texts are and where they come from (/about/texts, its own chunk).
export { AboutTextsPage } from './AboutTextsPage';
